import { useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { richText } from '../../lib/i18n/rich-text';
import { loadChatScript } from './load-chat-script';

type State = 'idle' | 'loading' | 'open' | 'failed' | 'mail';

const BUTTON = 'inline-flex min-h-6 items-center underline-offset-2 hover:underline';

/**
 * 'Chat with us': the chat vendor's script loads only when pressed. Without a
 * configured script (SUPPORT_CHAT_SCRIPT_URL), or when it cannot load, the support mail is offered.
 */
export function SupportChatButton({
  scriptUrl,
  supportEmail,
}: {
  /** The chat loader script, or null when no chat is configured. */
  scriptUrl: string | null;
  supportEmail: string;
}) {
  const t = useT();
  const [state, setState] = useState<State>('idle');

  const start = () => {
    if (!scriptUrl) {
      setState('mail');
      return;
    }
    setState('loading');
    loadChatScript(scriptUrl).then(
      () => setState('open'),
      () => setState('failed'),
    );
  };

  const message =
    state === 'loading'
      ? t('chat.opening')
      : state === 'open'
        ? t('chat.open')
        : state === 'failed'
          ? t('chat.failed')
          : state === 'mail'
            ? t('chat.mail')
            : null;

  return (
    <>
      <button
        type="button"
        className={BUTTON}
        onClick={start}
        disabled={state === 'loading'}
        aria-describedby={message ? 'support-chat-status' : undefined}
      >
        {t('chat.button')}
      </button>
      <span id="support-chat-status" role="status" className="block text-sm">
        {message}
        {state === 'mail' || state === 'failed' ? (
          <>
            {' '}
            {richText(t('chat.emailUs', { email: supportEmail }), {
              mail: (chunk) => (
                <a href={`mailto:${supportEmail}`} className="underline underline-offset-2">
                  {chunk}
                </a>
              ),
            })}
          </>
        ) : null}
      </span>
    </>
  );
}
