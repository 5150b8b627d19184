import { PASSWORD_HELP_TEXT } from '@reprise/domain/identity/account-fields';
import { TextField } from './text-field';

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
  passwordLabel = 'New password',
  confirmLabel = 'Confirm password',
}: {
  password: FieldProps;
  confirm: FieldProps;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        help={PASSWORD_HELP_TEXT}
        {...password}
      />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
