import { PHONE_MAX } from '@reprise/domain/constants';
import { phoneDigits } from '@reprise/domain/identity/account-fields';
import { useId } from 'react';
import { useT } from '../../lib/i18n/catalogue';

interface PhoneFieldProps {
  callingCode: string;
  digits: string;
  onCallingCodeChange: (value: string) => void;
  onDigitsChange: (value: string) => void;
  onBlur: () => void;
  /** One of the four phone messages. */
  error: string | null;
}

const INPUT =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100';

/**
 * The optional phone: the country calling code and the number, digits only (anything else
 * typed or pasted is stripped), at most 25 digits; its message shows under both.
 */
export function PhoneField({
  callingCode,
  digits,
  onCallingCodeChange,
  onDigitsChange,
  onBlur,
  error,
}: PhoneFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const border = error ? 'border-red-700' : 'border-slate-400';
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
              inputMode="numeric"
              autoComplete="tel-country-code"
              value={callingCode}
              // Stripped and cut here rather than by maxLength, which would cut a pasted '+44' first.
              onChange={(event) => onCallingCodeChange(phoneDigits(event.target.value).slice(0, 3))}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${INPUT} ${border}`}
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
            inputMode="numeric"
            autoComplete="tel-national"
            value={digits}
            onChange={(event) =>
              onDigitsChange(phoneDigits(event.target.value).slice(0, PHONE_MAX))
            }
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${INPUT} ${border}`}
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
