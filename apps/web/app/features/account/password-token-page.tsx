import { homePath, myAccountPath } from '@reprise/domain/routes';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { checkResetToken } from './account-api';
import { openAuthDialog } from './auth-dialog-store';
import { failureMessage } from './failure-message';
import { NewPasswordForm } from './new-password-form';
import { useSessionChanged } from './use-session';

type TokenState =
  | { kind: 'checking' }
  | { kind: 'valid'; email: string; purpose: 'set' | 'reset' | 'change' }
  | { kind: 'invalid'; message: string };

const TITLES = {
  set: 'Set your password',
  reset: 'Enter new password',
  change: 'Enter new password',
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

  useEffect(() => {
    let live = true;
    checkResetToken(browserApi(), token).then(
      (answer) => {
        if (live)
          setState({ kind: 'valid', email: answer.data.email, purpose: answer.data.purpose });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'invalid', message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const title = state.kind === 'valid' ? TITLES[state.purpose] : 'Set your password';
  return (
    <main id="main" className="mx-auto grid min-h-screen max-w-md content-center gap-6 px-4 py-10">
      <Link to={homePath(countryCode)} className="text-center text-2xl font-extrabold">
        Reprise
      </Link>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {state.kind === 'checking' ? (
          <p role="status" className="text-slate-700">
            Checking your link…
          </p>
        ) : state.kind === 'invalid' ? (
          <div className="grid gap-4">
            <p role="alert" className="font-semibold text-red-700">
              {state.message}
            </p>
            <Button onClick={() => openAuthDialog({ kind: 'forgotPassword', emailType: 'forgot' })}>
              Send me a new link
            </Button>
          </div>
        ) : (
          <NewPasswordForm
            token={token}
            email={state.email}
            submitLabel={state.purpose === 'set' ? 'Set password' : 'Save new password'}
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
