import { PHONE_MAX } from '@reprise/domain/constants';
import { phoneDigits } from '@reprise/domain/identity/account-fields';
import { useId } from 'react';
import { useT } from '../../lib/i18n/catalogue';

type PhoneFieldName = 'phonecode' | 'phone_number';

/** The part of an account form (useAccountForm) the phone fields are bound to. */
interface PhoneForm {
  values: Record<PhoneFieldName, string>;
  setValue: (field: PhoneFieldName, value: string) => void;
  /** The number's blur handling and its message: one of the four phone messages. */
  field: (name: 'phone_number') => { onBlur: () => void; error: string | null };
}

const INPUT =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100';

/**
 * The optional phone: the country calling code and the number, digits only (anything else
 * typed or pasted is stripped), at most 25 digits; its message shows under both.
 */
export function PhoneField({ form }: { form: PhoneForm }) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const { onBlur, error } = form.field('phone_number');
  // Both inputs are numeric, leave alike and carry the one message.
  const input = {
    inputMode: 'numeric',
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${INPUT} ${error ? 'border-red-700' : 'border-slate-400'}`,
  } as const;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{t('phone.legend')}</legend>
      <div className="mt-1 flex gap-2">
        <div className="w-24 shrink-0">
          <label htmlFor={`${id}-code`} className="sr-only">
            {t('phone.code')}
          </label>
          <div className="flex items-center gap-1">
            <span aria-hidden="true" className="text-slate-700">
              +
            </span>
            <input
              id={`${id}-code`}
              name="phonecode"
              autoComplete="tel-country-code"
              value={form.values.phonecode}
              // Stripped and cut here rather than by maxLength, which would cut a pasted '+44' first.
              onChange={(event) =>
                form.setValue('phonecode', phoneDigits(event.target.value).slice(0, 3))
              }
              {...input}
            />
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-number`} className="sr-only">
            {t('phone.number')}
          </label>
          <input
            id={`${id}-number`}
            name="phone_number"
            type="tel"
            autoComplete="tel-national"
            value={form.values.phone_number}
            onChange={(event) =>
              form.setValue('phone_number', phoneDigits(event.target.value).slice(0, PHONE_MAX))
            }
            {...input}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
