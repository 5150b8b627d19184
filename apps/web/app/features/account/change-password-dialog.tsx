import {
  validateConfirmPassword,
  validateNewPassword,
  validateOldPassword,
} from '@reprise/domain/identity/account-fields';
import { useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { changePassword } from './account-api';
import { AccountDialog, AccountForm, SwitchLine } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { NewPasswordFields } from './new-password-fields';
import { useAccountForm } from './use-account-form';

interface ChangePasswordDialogProps extends AuthDialogProps {
  /** The buyer's email, for the "forgot your old password" way out. */
  email?: string;
}

/**
 * Change Password: the old password, then the new one and its confirmation under the password
 * rule; the server's message or 'Invalid request!' on failure.
 */
export function ChangePasswordDialog({ switchTo, email, ...frame }: ChangePasswordDialogProps) {
  const t = useT();
  const [done, setDone] = useState(false);
  const form = useAccountForm({
    initial: { oldPassword: '', password: '', confirmPassword: '' },
    rules: {
      oldPassword: validateOldPassword,
      password: validateNewPassword,
      confirmPassword: (value, all) => validateConfirmPassword(value, all.password),
    },
    fallbackFailure: 'validation.invalidRequest',
    submit: async (values) => {
      await changePassword(browserApi(), values);
      setDone(true);
    },
  });
  return (
    <AccountDialog {...frame} title={t('account.changeTitle')}>
      {done ? (
        <div className="grid gap-4">
          <p role="status">{t('account.changed')}</p>
          <Button onClick={frame.onClose}>{t('common.done')}</Button>
        </div>
      ) : (
        <>
          <AccountForm form={form} submitLabel={t('account.changePassword')}>
            <TextField
              label={t('account.oldPassword')}
              type="password"
              autoComplete="current-password"
              {...form.field('oldPassword')}
            />
            <NewPasswordFields
              password={form.field('password')}
              confirm={form.field('confirmPassword')}
              confirmLabel={t('account.confirmNewPassword')}
            />
          </AccountForm>
          <SwitchLine
            text={t('account.forgotOld')}
            action={t('account.emailReset')}
            to={{ kind: 'forgotPassword', emailType: 'change', email }}
            switchTo={switchTo}
          />
        </>
      )}
    </AccountDialog>
  );
}
