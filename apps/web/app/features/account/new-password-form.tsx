import {
  validateConfirmPassword,
  validateNewPassword,
} from '@reprise/domain/identity/account-fields';
import { browserApi } from '../../lib/api-client';
import { resetPassword } from './account-api';
import { AccountForm } from './account-dialog';
import { NewPasswordFields } from './new-password-fields';
import { useAccountForm } from './use-account-form';

interface NewPasswordFormProps {
  token: string;
  /** The buyer's email (from the token check), for password managers. */
  email: string;
  submitLabel: string;
  /** After the password is set: the API has signed the buyer in. */
  onDone: () => Promise<void>;
}

/**
 * Set or enter a new password: the password under the password rule with its help text, its
 * confirmation; the server's message or 'Invalid request!' on failure.
 */
export function NewPasswordForm({ token, email, submitLabel, onDone }: NewPasswordFormProps) {
  const form = useAccountForm({
    initial: { password: '', confirmPassword: '' },
    rules: {
      password: validateNewPassword,
      confirmPassword: (value, all) => validateConfirmPassword(value, all.password),
    },
    fallbackFailure: 'validation.invalidRequest',
    submit: async (values) => {
      await resetPassword(browserApi(), { ...values, token });
      await onDone();
    },
  });
  return (
    <AccountForm form={form} submitLabel={submitLabel} className="text-left">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
      />
    </AccountForm>
  );
}
