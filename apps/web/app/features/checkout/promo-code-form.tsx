import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { type Translate, useLanguage, useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';

const PROMO_CODES = new Set([
  'PROMO_NOT_FOUND',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_NOT_APPLICABLE',
]);

/** The message for a failed promo check, or null when the failure is not about the code. */
export function promoFailure(t: Translate, language: string, error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return t('promo.unreachable');
  // The hold ended: the page says so (Checkout Expired), not the promo field.
  if (error.code === 'HOLD_EXPIRED' || error.code === 'HOLD_NOT_FOUND') return null;
  if (PROMO_CODES.has(error.code)) return apiErrorText(t, language, error);
  if (error.field === 'code') {
    return language === 'en' && error.serverMessage
      ? error.serverMessage
      : t('apiError.PROMO_NOT_FOUND');
  }
  return apiErrorText(t, language, error, 'promo.unreachable');
}

interface PromoCodeFormProps {
  /** The code applied now, if any. */
  applied: string | null;
  /** Checks and applies a code; rejects with the API's error. */
  onApply: (code: string) => Promise<void>;
  /** Goes back to the quote without a code. */
  onRemove: () => void;
  /** A failure that is not about the code (the hold ended): the page handles it. */
  onOtherFailure: (error: unknown) => void;
}

/** The promo code field with Apply (the /validatePromoCode call); its message sits under it. */
export function PromoCodeForm({ applied, onApply, onRemove, onOtherFailure }: PromoCodeFormProps) {
  const t = useT();
  const language = useLanguage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const appliedId = `${id}-applied`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('promo.empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onApply(trimmed);
      setCode('');
    } catch (failure) {
      const message = promoFailure(t, language, failure);
      if (message) setError(message);
      else onOtherFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [error ? errorId : null, applied ? appliedId : null].filter(Boolean);
  return (
    <form noValidate onSubmit={submit} className="rounded-lg border border-slate-200 p-4">
      <label htmlFor={id} className="block font-semibold">
        {t('promo.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.join(' ') || undefined}
          className={`block min-h-11 w-full rounded-md border bg-white px-3 py-2 uppercase ${
            error ? 'border-red-700' : 'border-slate-400'
          }`}
        />
        <Button type="submit" tone="secondary" disabled={busy} className="min-h-11">
          {busy ? t('promo.applying') : t('promo.apply')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p id={appliedId} className="mt-2 flex flex-wrap items-center gap-2 text-sm text-green-800">
          <span>{t('promo.applied', { code: applied })}</span>
          <Button tone="link" onClick={onRemove}>
            {t('promo.remove')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
