import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import type { BuyerUser } from './account-api';
import { openAuthDialog } from './auth-dialog-store';
import { ProfileForm } from './profile-form';

/** /myaccount: the buyer's details and the way to change the password. */
export function AccountPage({ profile }: { profile: BuyerUser }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-10 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('myAccount.title')}</h1>
      <ProfileForm profile={profile} />
      <section aria-labelledby="password-title" className="grid gap-3">
        <h2 id="password-title" className="text-xl font-bold">
          {t('myAccount.password')}
        </h2>
        <p className="text-slate-700">{t('myAccount.passwordText')}</p>
        <div>
          <Button
            tone="secondary"
            onClick={() => openAuthDialog({ kind: 'changePassword', email: profile.email })}
          >
            {t('account.changePassword')}
          </Button>
        </div>
      </section>
    </main>
  );
}
