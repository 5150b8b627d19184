import { PASSWORD_HELP_TEXT } from '@reprise/domain/identity/account-fields';
import { useT } from '../../lib/i18n/catalogue';
import { formMessage } from '../../lib/i18n/form-message';
import { TextField } from '../../ui/text-field';

type FieldProps = {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
};

/** A new password with the rule's help text and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
  passwordLabel,
  confirmLabel,
}: {
  password: FieldProps;
  confirm: FieldProps;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={passwordLabel ?? t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        help={formMessage(t, PASSWORD_HELP_TEXT)}
        {...password}
      />
      <TextField
        label={confirmLabel ?? t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
