import { useT } from '../../lib/i18n/catalogue';
import { TextField } from '../../ui/text-field';

type NameFieldProps = Omit<Parameters<typeof TextField>[0], 'label' | 'autoComplete'>;

/** First and last name, labelled and autofilled alike in every account form that asks for them. */
export function NameFields({
  field,
}: {
  field: (name: 'first_name' | 'last_name') => NameFieldProps;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('account.firstName')}
        autoComplete="given-name"
        {...field('first_name')}
      />
      <TextField label={t('account.lastName')} autoComplete="family-name" {...field('last_name')} />
    </>
  );
}
