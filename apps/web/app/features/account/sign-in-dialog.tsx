import { validateLoginEmail, validateLoginPassword } from '@reprise/domain/identity/account-fields';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { rememberSessionNames } from '../../lib/session/session-names';
import { browserSessionUser } from '../../lib/session/session-user';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { login } from './account-api';
import { AccountDialog, AccountForm } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { EmailField } from './email-field';
import { SocialButtons } from './social-buttons';
import { useAccountForm } from './use-account-form';

/**
 * The Sign in dialog: email and password, the server's message under the form on failure
 * of the call, links to Forgot Password and Register, and the configured social sign-ins. Success
 * closes it and refreshes the session state.
 */
export function SignInDialog({ switchTo, onSignedIn, ...frame }: AuthDialogProps) {
  const t = useT();
  const form = useAccountForm({
    initial: { email: '', password: '' },
    rules: { email: validateLoginEmail, password: validateLoginPassword },
    submit: async ({ email, password }) => {
      await login(browserApi(), email, password);
      // The login answer carries no names: the userObject cookie it just set does.
      const user = browserSessionUser();
      if (user) rememberSessionNames(user);
      await onSignedIn();
    },
  });
  return (
    <AccountDialog {...frame} title={t('account.signInTitle')}>
      <AccountForm form={form} submitLabel={t('account.signIn')} busyLabel={t('account.signingIn')}>
        <EmailField {...form.field('email')} />
        <TextField
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      </AccountForm>
      <div className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
        <Button
          tone="link"
          onClick={() => switchTo({ kind: 'forgotPassword', emailType: 'forgot' })}
        >
          {t('account.forgotPassword')}
        </Button>
        <Button tone="link" onClick={() => switchTo({ kind: 'register' })}>
          {t('account.createAccount')}
        </Button>
      </div>
      <div className="mt-4">
        <SocialButtons type="signIn" />
      </div>
    </AccountDialog>
  );
}
