import { homePath } from '@reprise/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { rememberSessionNames } from '../../lib/session/session-names';
import { type SocialProvider, socialSignIn } from './account-api';
import { useSessionChanged } from './use-session';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Only a path of this site: never send the buyer elsewhere after signing in. */
export function safeReturnPath(returnTo: string | null | undefined): string {
  return returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/';
}

/**
 * /auth/{google|facebook}/callback: the provider sends the buyer back here with a code and state;
 * they go to the API (/api/{provider}-signup), which signs the buyer in (as the type the flow
 * started with) and says where it started, and the buyer goes back there. A refusal or failure shows in red with a way back.
 */
export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  // The refusal itself, worded at render: a change of language rewords it too.
  const [error, setError] = useState<{ failure: unknown } | null>(null);
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const started = useRef(false);

  useEffect(() => {
    // A code is single-use: never post it twice (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state) {
      setError({ failure: null });
      return;
    }
    socialSignIn(browserApi(), provider, { code, state }).then(
      async (answer) => {
        rememberSessionNames(answer.data.userDataObject);
        await sessionChanged();
        navigate(safeReturnPath(answer.data.returnTo), { replace: true });
      },
      (failure: unknown) => setError({ failure }),
    );
  }, [provider, navigate, sessionChanged]);

  return (
    <main
      id="main"
      className="mx-auto grid min-h-screen max-w-md content-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">
        {t('socialSignIn.title', { provider: NAMES[provider] })}
      </h1>
      {error ? (
        <>
          <p role="alert" className="font-semibold text-red-700">
            {error.failure === null
              ? t('socialSignIn.refused', { provider: NAMES[provider] })
              : apiErrorText(t, language, error.failure)}
          </p>
          <Link to={homePath()} className="font-semibold text-brand-700 underline">
            {t('socialSignIn.back')}
          </Link>
        </>
      ) : (
        <p role="status" className="text-slate-700">
          {t('socialSignIn.wait')}
        </p>
      )}
    </main>
  );
}
