import { useEffect } from 'react';
import { TextField } from '../account/text-field';
import { type FieldRule, useAccountForm } from '../account/use-account-form';
import {
  formatExpiryInput,
  groupCardNumber,
  validateCardNumber,
  validateContactEmail,
  validateContactName,
  validateContactPhone,
  validateCvv,
  validateExpiry,
  validateNameOnCard,
} from './card-rules';
import type { CardInput, ContactInput } from './checkout-types';

export type PayField = keyof CardInput | keyof ContactInput;

/** Field messages the server gave back (400 VALIDATION_FAILED naming a field). */
export type ServerFieldErrors = Partial<Record<PayField, string>>;

const EMPTY: Record<PayField, string> = {
  card_number: '',
  expiration_date: '',
  cvv: '',
  name_on_card: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
};

const RULES: Partial<Record<PayField, FieldRule<PayField>>> = {
  card_number: validateCardNumber,
  expiration_date: (value) => validateExpiry(value),
  cvv: (value, values) => validateCvv(value, values.card_number),
  name_on_card: validateNameOnCard,
  first_name: (value) => validateContactName(value, 'first'),
  last_name: (value) => validateContactName(value, 'last'),
  email: validateContactEmail,
  phone_number: validateContactPhone,
};

interface PayFormProps {
  /** The signed-in buyer's contact details, to prefill the contact fields. */
  contactDefaults: ContactInput | null;
  /** What the Pay button says ('Pay £123.40'). */
  payLabel: string;
  /** The payment is in flight (the button is disabled and says so). */
  processing: boolean;
  /** Messages of fields the server refused, keyed by field. */
  serverErrors: ServerFieldErrors;
  /** The form passed its checks: pay with these details. */
  onPay: (card: CardInput, contact: ContactInput) => Promise<void>;
  /** A field changed (its server message no longer applies). */
  onEdit: (field: PayField) => void;
}

/**
 * The pay form: labelled card number, expiry (MM/YY), CVV and name on card, and the contact
 * (prefilled from the signed-in buyer). Each field's message shows under it once it was left,
 * all of them after a Pay press; the first wrong field gets focus.
 */
export function PayForm({
  contactDefaults,
  payLabel,
  processing,
  serverErrors,
  onPay,
  onEdit,
}: PayFormProps) {
  const form = useAccountForm<PayField>({
    initial: { ...EMPTY, ...contactDefaults },
    rules: RULES,
    submit: async (values) => {
      await onPay(
        {
          card_number: values.card_number.replace(/\s/g, ''),
          expiration_date: values.expiration_date.trim(),
          cvv: values.cvv.trim(),
          name_on_card: values.name_on_card.trim(),
        },
        {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          phone_number: values.phone_number.replace(/[^\d+]/g, ''),
        },
      );
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

  function field(name: PayField, format?: (value: string) => string) {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name] ?? null,
      onChange: (event: { target: { value: string } }) => {
        onEdit(name);
        props.onChange({
          target: { value: format ? format(event.target.value) : event.target.value },
        });
      },
    };
  }

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-6" aria-label="Payment">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Card details</legend>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          className="sm:col-span-2"
          {...field('card_number', groupCardNumber)}
        />
        <TextField
          label="Expiry date (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          {...field('expiration_date', formatExpiryInput)}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          help="3 digits on the back of your card, or 4 on the front of an American Express card."
          {...field('cvv', (value) => value.replace(/\D/g, ''))}
        />
        <TextField
          label="Name on card"
          autoComplete="cc-name"
          maxLength={100}
          className="sm:col-span-2"
          {...field('name_on_card')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Contact</legend>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={50}
          {...field('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={50}
          {...field('last_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={255}
          {...field('email')}
        />
        <TextField
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={25}
          {...field('phone_number')}
        />
      </fieldset>
      <button
        type="submit"
        disabled={processing || form.submitting}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-lg font-bold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {processing || form.submitting ? 'Processing your order…' : payLabel}
      </button>
    </form>
  );
}
