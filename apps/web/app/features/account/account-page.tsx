import type { NotificationSettings } from '@reprise/domain/notifications/notification-settings';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import type { BuyerUser } from './account-api';
import { AccountSection } from './account-section';
import { openAuthDialog } from './auth-dialog-store';
import { NotificationSettingsForm } from './notification-settings-form';
import { ProfileForm } from './profile-form';

/** /myaccount: the buyer's details, the way to change the password, and which mails they want. */
export function AccountPage({
  profile,
  notificationSettings = null,
}: {
  profile: BuyerUser;
  notificationSettings?: NotificationSettings | null;
}) {
  const t = useT();
  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-10 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('myAccount.title')}</h1>
      <ProfileForm profile={profile} />
      <AccountSection title={t('myAccount.password')}>
        <p className="text-slate-700">{t('myAccount.passwordText')}</p>
        <div>
          <Button
            tone="secondary"
            onClick={() => openAuthDialog({ kind: 'changePassword', email: profile.email })}
          >
            {t('account.changePassword')}
          </Button>
        </div>
      </AccountSection>
      <NotificationSettingsForm initial={notificationSettings} />
    </main>
  );
}
