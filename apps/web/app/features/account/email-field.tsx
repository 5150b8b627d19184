import { EMAIL_MAX } from '@reprise/domain/constants';
import { useT } from '../../lib/i18n/catalogue';
import { TextField, type TextFieldProps } from '../../ui/text-field';

/** The email field of the account forms: at most 255 characters, for autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <TextField
      label={t('account.email')}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX}
      {...props}
    />
  );
}
