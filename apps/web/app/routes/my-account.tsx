import { fetchProfile } from '../features/account/account-api';
import { AccountPage } from '../features/account/account-page';
import { fetchNotificationSettings } from '../features/account/notification-settings-api';
import { SignedInGate } from '../features/account/signed-in-gate';
import {
  loadSignedInPage,
  NO_INDEX,
  signedInPageHeaders,
} from '../features/account/signed-in-page';
import { metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
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

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaTranslator(matches)('meta.myAccount.title') }, NO_INDEX];
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInGate page={loaderData.page} purpose="gate.purpose.account">
      {({ profile, notificationSettings }) => (
        <AccountPage profile={profile} notificationSettings={notificationSettings} />
      )}
    </SignedInGate>
  );
}
