import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { AccountDialog, SignInInstead } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { SocialButtons } from './social-buttons';

/** The Register chooser: sign up with email, Google or Facebook (each when configured). */
export function RegisterDialog({ switchTo, ...frame }: AuthDialogProps) {
  const t = useT();
  return (
    <AccountDialog {...frame} title={t('account.register')} description={t('account.registerText')}>
      <div className="grid gap-2">
        <Button className="w-full" onClick={() => switchTo({ kind: 'signUpEmail' })}>
          {t('account.signUpEmail')}
        </Button>
        <SocialButtons type="signUp" />
      </div>
      <SignInInstead switchTo={switchTo} />
    </AccountDialog>
  );
}
