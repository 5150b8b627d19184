import { FRAME_MESSAGE, sandboxFrameUrl } from '@reprise/domain/payments/sandbox-frame-messages';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import type { PaymentFieldsHandle, Tokenized } from './payment-fields';

const TOKENIZE_TIMEOUT_MS = 10_000;

/**
 * The sandbox provider's card frame (ADR 0018): card number, expiry and CVV live in a document of
 * its own, in the page's language; asked to, it answers a token, or shows its own field messages
 * (the page shows none of them) and focuses the first.
 */
export function SandboxCardFrame({ src, ref }: { src: string; ref: Ref<PaymentFieldsHandle> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const t = useT();
  const language = useLanguage();

  useImperativeHandle(ref, () => ({
    tokenize: () =>
      new Promise<Tokenized>((resolve) => {
        const target = frame.current?.contentWindow;
        if (!target) {
          resolve({ ok: false });
          return;
        }
        const done = (result: Tokenized) => {
          window.removeEventListener('message', onMessage);
          clearTimeout(timer);
          resolve(result);
        };
        const onMessage = (event: MessageEvent) => {
          if (event.source !== target || event.origin !== window.location.origin) return;
          const data = event.data as { type?: string; token?: string } | null;
          if (data?.type === FRAME_MESSAGE.token && typeof data.token === 'string') {
            done({ ok: true, token: data.token });
          } else if (data?.type === FRAME_MESSAGE.invalid) {
            frame.current?.focus();
            done({ ok: false });
          }
        };
        const timer = setTimeout(() => done({ ok: false }), TOKENIZE_TIMEOUT_MS);
        window.addEventListener('message', onMessage);
        target.postMessage({ type: FRAME_MESSAGE.tokenize }, window.location.origin);
      }),
  }));

  // On a phone the German and French labels take two lines: 18rem keeps the CVV hint in view.
  return (
    <iframe
      ref={frame}
      src={sandboxFrameUrl(src, language)}
      title={t('checkout.cardDetails')}
      className="h-72 w-full border-0 sm:h-56"
    />
  );
}
