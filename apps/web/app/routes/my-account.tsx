import { fetchProfile } from '../features/account/account-api';
import { AccountPage } from '../features/account/account-page';
import { SignedInGate } from '../features/account/signed-in-gate';
import {
  loadSignedInPage,
  NO_INDEX,
  signedInPageHeaders,
} from '../features/account/signed-in-page';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/my-account';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  countryFromParams(params);
  return loadSignedInPage(request, () => fetchProfile(apiFromContext(context)));
}

export const headers = signedInPageHeaders;

export function meta() {
  return [{ title: 'My Account | Reprise' }, NO_INDEX];
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInGate page={loaderData} purpose="see your account">
      {(profile) => <AccountPage profile={profile} />}
    </SignedInGate>
  );
}
