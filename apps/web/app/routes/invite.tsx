import { homePath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { openAuthDialog } from '../features/account/auth-dialog-store';
import { useSessionUser } from '../features/account/use-session';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import type { PageHandle } from '../lib/page-handle';
import { messageMeta } from '../lib/seo/page-meta';
import { Button, buttonClass } from '../ui/button';
import { usePageCountry } from '../ui/use-page-country';
import type { Route } from './+types/invite';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader({ params }: Route.LoaderArgs) {
  return { countryCode: countryFromParams(params) };
}

export const meta = messageMeta('meta.invite.title', 'meta.invite.description');

/** /invite (a login-style page): where an invited friend creates an account or signs in. */
export default function Invite() {
  const user = useSessionUser();
  const countryCode = usePageCountry();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('invite.title')}</h1>
      <p className="mt-3 text-slate-700">{t('invite.text')}</p>
      {user ? (
        <div className="mt-6 grid gap-3">
          <p>{t('invite.signedInAs', { name: user.first_name })}</p>
          <Link to={homePath(countryCode)} className={buttonClass('primary')}>
            {t('invite.findEvents')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => openAuthDialog({ kind: 'register' })}>
            {t('invite.createAccount')}
          </Button>
          <Button tone="secondary" onClick={() => openAuthDialog({ kind: 'signIn' })}>
            {t('header.signIn')}
          </Button>
        </div>
      )}
    </main>
  );
}
