import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { buttonClass } from '../../ui/button';
import { openAuthDialog } from '../account/auth-dialog-store';

/** Where the widget fetches its signed challenge (GET /api/holdChallenge). */
export const HOLD_CHALLENGE_URL = '/api/holdChallenge';

/**
 * The proof-of-work check the API asks of a client holding many tickets of one event without
 * signing in (ADR 0017): the self-hosted ALTCHA widget, loaded only now (its code stays out of
 * every other page's JavaScript). Solved, it hands its payload to `onSolved`, which holds again.
 */
export function HoldChallenge({
  message,
  onSolved,
}: {
  message: string;
  onSolved: (payload: string) => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const solved = useRef(onSolved);
  solved.current = onSolved;

  // The page changed under the buyer: take them to the explanation.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    let widget: HTMLElement | null = null;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) solved.current(payload);
    };
    import('altcha')
      .then(() => {
        if (!live || !slot.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', HOLD_CHALLENGE_URL);
        widget.setAttribute('name', 'challenge');
        widget.addEventListener('verified', onVerified);
        slot.current.append(widget);
        setStatus('ready');
      })
      .catch(() => {
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
      widget?.removeEventListener('verified', onVerified);
      widget?.remove();
    };
  }, []);

  return (
    <section
      aria-labelledby="hold-challenge-title"
      className="mt-6 grid gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2
        id="hold-challenge-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {t('challenge.title')}
      </h2>
      <p>{message}</p>
      <div ref={slot} />
      {status === 'loading' ? <p role="status">{t('challenge.loading')}</p> : null}
      {status === 'failed' ? <p role="alert">{t('challenge.loadFailed')}</p> : null}
      <p className="text-sm text-slate-700">
        Signed-in fans skip this check.{' '}
        <button
          type="button"
          className={buttonClass('secondary', 'ml-1')}
          onClick={() => openAuthDialog({ kind: 'signIn' })}
        >
          {t('account.signIn')}
        </button>
      </p>
    </section>
  );
}
