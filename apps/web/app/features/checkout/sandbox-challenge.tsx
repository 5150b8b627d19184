import { FRAME_MESSAGE, sandboxFrameUrl } from '@reprise/domain/payments/sandbox-frame-messages';
import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '../../lib/i18n/catalogue';

interface SandboxChallengeProps {
  /** The sandbox bank's challenge page for this payment. */
  url: string;
  authorizationId: string;
  /** The buyer answered (Complete or Fail): the page asks the API for the outcome. */
  onAnswered: () => void;
}

/**
 * The bank's 3-D Secure challenge in a frame on the checkout page, in the page's language; focus
 * moves to its heading so a screen reader hears what is asked. The hold is kept meanwhile
 * (use-checkout-hold.ts).
 */
export function SandboxChallenge({ url, authorizationId, onAnswered }: SandboxChallengeProps) {
  const t = useT();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const answered = useRef(onAnswered);
  answered.current = onAnswered;

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string; authorizationId?: string } | null;
      if (data?.type === FRAME_MESSAGE.challengeDone && data.authorizationId === authorizationId) {
        answered.current();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [authorizationId]);

  return (
    <section
      aria-labelledby="challenge-heading"
      className="grid gap-3 rounded-lg border border-slate-300 p-4"
    >
      <h3 id="challenge-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t('checkout.bankHeading')}
      </h3>
      <p>{t('checkout.bankText')}</p>
      <iframe
        ref={frame}
        src={sandboxFrameUrl(url, language)}
        title={t('checkout.bankFrame')}
        className="h-56 w-full border-0"
      />
    </section>
  );
}
