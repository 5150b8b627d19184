import { EMAIL_MAX, PHONE_MAX } from '@reprise/domain/constants';
import { NAME_MAX } from '@reprise/domain/schemas/identity';
import { type ReactNode, useEffect } from 'react';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { TextField, type TextFieldProps } from '../../ui/text-field';
import { type FieldRule, useAccountForm } from '../account/use-account-form';
import type { ContactInput } from './checkout-types';
import { validateContactEmail, validateContactName, validateContactPhone } from './contact-rules';

export type PayField = keyof ContactInput;

/** Field messages the server gave back (400 VALIDATION_FAILED naming a field). */
export type ServerFieldErrors = Partial<Record<PayField, string>>;

const EMPTY: Record<PayField, string> = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
};

const RULES: Partial<Record<PayField, FieldRule<PayField>>> = {
  first_name: (value) => validateContactName(value, 'first'),
  last_name: (value) => validateContactName(value, 'last'),
  email: validateContactEmail,
  phone_number: validateContactPhone,
};

/** The contact fields in order: label, input type, autofill and the longest value the API takes. */
const CONTACT_FIELDS: readonly ({ name: PayField; label: MessageKey } & Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'maxLength'
>)[] = [
  {
    name: 'first_name',
    label: 'account.firstName',
    autoComplete: 'given-name',
    maxLength: NAME_MAX,
  },
  {
    name: 'last_name',
    label: 'account.lastName',
    autoComplete: 'family-name',
    maxLength: NAME_MAX,
  },
  {
    name: 'email',
    label: 'account.email',
    type: 'email',
    autoComplete: 'email',
    maxLength: EMAIL_MAX,
  },
  {
    name: 'phone_number',
    label: 'checkout.phone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: PHONE_MAX,
  },
];

interface PayFormProps {
  /** The signed-in buyer's contact details, to prefill the contact fields. */
  contactDefaults: ContactInput | null;
  /** What the Pay button says ('Pay £123.40'). */
  payLabel: string;
  /** The payment is in flight (the button is disabled and says so). */
  processing: boolean;
  /** Messages of fields the server refused, keyed by field. */
  serverErrors: ServerFieldErrors;
  /** The provider's card entry (its frame or elements), shown as the card details. */
  paymentFields: ReactNode;
  /** The contact passed its checks: tokenize the card and pay. */
  onPay: (contact: ContactInput) => Promise<void>;
  /** A field changed (its server message no longer applies). */
  onEdit: (field: PayField) => void;
}

/**
 * The pay form: the provider's card entry (the card never passes through this page, ADR 0018)
 * and the contact (prefilled from the signed-in buyer). Each contact field's message shows under
 * it once it was left, all of them after a Pay press; the first wrong field gets focus.
 */
export function PayForm({
  contactDefaults,
  payLabel,
  processing,
  serverErrors,
  paymentFields,
  onPay,
  onEdit,
}: PayFormProps) {
  const t = useT();
  const form = useAccountForm<PayField>({
    initial: { ...EMPTY, ...contactDefaults },
    rules: RULES,
    submit: async (values) => {
      await onPay({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.replace(/[^\d+]/g, ''),
      });
    },
  });
  const { setValue, values } = form;

  // Signing in on this page brings the buyer's details: fill the contact fields still empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new defaults should fill fields
  useEffect(() => {
    if (!contactDefaults) return;
    for (const [name, value] of Object.entries(contactDefaults) as [PayField, string][]) {
      if (value && !values[name]) setValue(name, value);
    }
  }, [contactDefaults]);

  function field(name: PayField) {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name] ?? null,
      onChange: (event: { target: { value: string } }) => {
        onEdit(name);
        props.onChange(event);
      },
    };
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-6"
      aria-label={t('checkout.payment')}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-bold">{t('checkout.cardDetails')}</legend>
        {paymentFields}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('checkout.contact')}</legend>
        {CONTACT_FIELDS.map(({ name, label, ...input }) => (
          <TextField key={name} label={t(label)} {...input} {...field(name)} />
        ))}
      </fieldset>
      <button
        type="submit"
        disabled={processing || form.submitting}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-lg font-bold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {processing || form.submitting ? t('checkout.processing') : payLabel}
      </button>
    </form>
  );
}
