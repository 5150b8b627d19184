import { homePath, myAccountPath } from '@reprise/domain/routes';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { type MessageKey, useLanguage, useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { checkResetToken } from './account-api';
import { openAuthDialog } from './auth-dialog-store';
import { NewPasswordForm } from './new-password-form';
import { useSessionChanged } from './use-session';

type TokenState =
  | { kind: 'checking' }
  | { kind: 'valid'; email: string; purpose: 'set' | 'reset' | 'change' }
  | { kind: 'invalid'; error: unknown };

const TITLES: Record<'set' | 'reset' | 'change', MessageKey> = {
  set: 'passwordPage.setTitle',
  reset: 'passwordPage.enterTitle',
  change: 'passwordPage.enterTitle',
};

/**
 * /set-password/{token} and /change-password/{token} (no header or footer): the mailed token
 * is checked first (/api/reset-password-token-check); a good one gets the new-password form, whose
 * success signs the buyer in and opens their account; a spent or expired one says so and offers
 * a new link. The check runs from the browser: the link is opened from a mail client, and a
 * cross-site page request may not make the API's state-changing calls.
 */
export function PasswordTokenPage({
  token,
  countryCode,
}: {
  token: string;
  countryCode: string | null;
}) {
  const [state, setState] = useState<TokenState>({ kind: 'checking' });
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const t = useT();
  const language = useLanguage();

  useEffect(() => {
    let live = true;
    checkResetToken(browserApi(), token).then(
      (answer) => {
        if (live)
          setState({ kind: 'valid', email: answer.data.email, purpose: answer.data.purpose });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'invalid', error });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const title = t(state.kind === 'valid' ? TITLES[state.purpose] : 'passwordPage.setTitle');
  return (
    <main id="main" className="mx-auto grid min-h-screen max-w-md content-center gap-6 px-4 py-10">
      <Link to={homePath(countryCode)} className="text-center text-2xl font-extrabold">
        Reprise
      </Link>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {state.kind === 'checking' ? (
          <p role="status" className="text-slate-700">
            {t('passwordPage.checking')}
          </p>
        ) : state.kind === 'invalid' ? (
          <div className="grid gap-4">
            <p role="alert" className="font-semibold text-red-700">
              {apiErrorText(t, language, state.error)}
            </p>
            <Button onClick={() => openAuthDialog({ kind: 'forgotPassword', emailType: 'forgot' })}>
              {t('passwordPage.newLink')}
            </Button>
          </div>
        ) : (
          <NewPasswordForm
            token={token}
            email={state.email}
            submitLabel={t(state.purpose === 'set' ? 'passwordPage.set' : 'passwordPage.save')}
            onDone={async () => {
              await sessionChanged();
              navigate(myAccountPath(countryCode), { replace: true });
            }}
          />
        )}
      </div>
    </main>
  );
}
