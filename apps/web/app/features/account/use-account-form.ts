import { type FormEvent, useCallback, useRef, useState } from 'react';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { type MessageKey, useLanguage, useT } from '../../lib/i18n/catalogue';
import { formMessage } from '../../lib/i18n/form-message';

/** One field's rule: the message of the first rule the value breaks, or null. */
export type FieldRule<F extends string> = (
  value: string,
  values: Record<F, string>,
) => string | null;

interface AccountFormOptions<F extends string> {
  initial: Record<F, string>;
  rules: Partial<Record<F, FieldRule<F>>>;
  /** The call; its failure shows as the form's message and re-enables the submit button. */
  submit: (values: Record<F, string>) => Promise<void>;
  /** The text when the call failed without a server message ('Invalid request!' for passwords). */
  fallbackFailure?: MessageKey;
}

/**
 * State of one account form: values, field messages (each field's once it was left, all of them
 * after a submit attempt), the submit in flight (the button is disabled meanwhile) and the
 * server's message when the call failed.
 */
export function useAccountForm<F extends string>({
  initial,
  rules,
  submit,
  fallbackFailure,
}: AccountFormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<F, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const t = useT();
  const language = useLanguage();

  const messageOf = (field: F, all: Record<F, string>) => rules[field]?.(all[field], all) ?? null;

  const errors = {} as Record<F, string | null>;
  for (const field of Object.keys(values) as F[]) {
    errors[field] = shown[field] ? formMessage(t, messageOf(field, values)) : null;
  }

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const fields = Object.keys(values) as F[];
    setShown(Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>);
    const firstInvalid = fields.find((field) => messageOf(field, values) !== null);
    if (firstInvalid) {
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      setFailure(apiErrorText(t, language, error, fallbackFailure));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** Props of a field's input: name, value, change and blur handling, and its message. */
  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
      onBlur: () => setShown((current) => ({ ...current, [name]: true })),
    };
  }

  return { values, errors, setValue, field, onSubmit, submitting, failure, setFailure };
}
