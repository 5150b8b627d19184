import { type ReactNode, useEffect } from 'react';
import { endBrowserSession, refreshBrowserSession } from '../../lib/api-client';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import type { SessionUser } from '../../lib/session/session-user';
import { Button } from '../../ui/button';
import { openAuthDialog } from './auth-dialog-store';
import type { SignedInPage } from './signed-in-page';
import { useSessionChanged } from './use-session';

interface SignedInGateProps<T> {
  page: SignedInPage<T>;
  /** What the visitor is asked to sign in for ("see your account"). */
  /** What signing in lets the visitor do, as a message key ('gate.purpose.tickets'). */
  purpose: MessageKey;
  children: (data: T, user: SessionUser) => ReactNode;
}

/**
 * Renders a login-required page (loadSignedInPage): its content once signed in; for an anonymous
 * visitor a prompt that opens the Sign in dialog at once, and after signing in the page loads in
 * place — the visitor never leaves it. An expired access token is refreshed first.
 */
export function SignedInGate<T>({ page, purpose, children }: SignedInGateProps<T>) {
  if (page.status === 'ready') return <>{children(page.data, page.user)}</>;
  if (page.status === 'refresh') return <SessionRefresh />;
  return <SignInPrompt purpose={purpose} />;
}

function SignInPrompt({ purpose }: { purpose: MessageKey }) {
  const t = useT();
  useEffect(() => {
    openAuthDialog({ kind: 'signIn' });
  }, []);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('gate.title', { purpose: t(purpose) })}</h1>
      <p className="mt-3 text-slate-700">{t('gate.text')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => openAuthDialog({ kind: 'signIn' })}>{t('account.signIn')}</Button>
        <Button tone="secondary" onClick={() => openAuthDialog({ kind: 'register' })}>
          {t('account.createAccount')}
        </Button>
      </div>
    </main>
  );
}

function SessionRefresh() {
  const t = useT();
  const sessionChanged = useSessionChanged();
  useEffect(() => {
    let live = true;
    refreshBrowserSession().then((worked) => {
      if (!live) return;
      if (worked) void sessionChanged();
      else endBrowserSession();
    });
    return () => {
      live = false;
    };
  }, [sessionChanged]);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('gate.yourAccount')}</h1>
      <p role="status" className="mt-3 text-slate-700">
        {t('common.loading')}
      </p>
    </main>
  );
}
