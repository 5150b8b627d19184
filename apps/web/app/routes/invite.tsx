import { homePath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { openAuthDialog } from '../features/account/auth-dialog-store';
import { useSessionUser } from '../features/account/use-session';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import { Button, buttonClass } from '../ui/button';
import { usePageCountry } from '../ui/use-page-country';
import type { Route } from './+types/invite';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader({ params }: Route.LoaderArgs) {
  return { countryCode: countryFromParams(params) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(
    args,
    "You're invited | Reprise",
    'Join Reprise: tickets to sports, concerts, theatre and festivals, all 100% guaranteed.',
  );
}

/** /invite (a login-style page): where an invited friend creates an account or signs in. */
export default function Invite() {
  const user = useSessionUser();
  const countryCode = usePageCountry();
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">You're invited to Reprise</h1>
      <p className="mt-3 text-slate-700">
        Experience live again: tickets to sports, concerts, theatre and festivals, all 100%
        guaranteed.
      </p>
      {user ? (
        <div className="mt-6 grid gap-3">
          <p>You're signed in as {user.first_name}.</p>
          <Link to={homePath(countryCode)} className={buttonClass('primary')}>
            Find events
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => openAuthDialog({ kind: 'register' })}>Create an account</Button>
          <Button tone="secondary" onClick={() => openAuthDialog({ kind: 'signIn' })}>
            Sign in
          </Button>
        </div>
      )}
    </main>
  );
}
