import { fetchProfile } from '../features/account/account-api';
import { AccountPage } from '../features/account/account-page';
import { fetchNotificationSettings } from '../features/account/notification-settings-api';
import { SignedInGate } from '../features/account/signed-in-gate';
import { loadSignedInPage, signedInPageHeaders } from '../features/account/signed-in-page';
import type { PageHandle } from '../lib/page-handle';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import type { Route } from './+types/my-account';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  return loadSignedInPage(args, async (api) => {
    // The settings are a section of the page: one that cannot be read says so, the page stays.
    const [profile, notificationSettings] = await Promise.all([
      fetchProfile(api),
      fetchNotificationSettings(api).catch(() => null),
    ]);
    return { profile, notificationSettings };
  });
}

export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.myAccount.title');

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInGate page={loaderData.page} purpose="gate.purpose.account">
      {({ profile, notificationSettings }) => (
        <AccountPage profile={profile} notificationSettings={notificationSettings} />
      )}
    </SignedInGate>
  );
}
