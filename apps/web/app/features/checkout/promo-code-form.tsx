import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { Button } from '../../ui/button';

/** The promo messages of the checkout contract, for answers that come without one. */
export const PROMO_MESSAGES: Record<string, string> = {
  PROMO_NOT_FOUND: "We don't recognise that promo code.",
  PROMO_EXPIRED: 'This promo code has expired.',
  PROMO_USED_UP: 'This promo code has been fully used.',
  PROMO_NOT_APPLICABLE: "This promo code can't be used for these tickets.",
};
export const PROMO_EMPTY = 'Enter a promo code to apply it.';
export const PROMO_UNREACHABLE = "We couldn't check that promo code just now. Please try again.";

/** The message for a failed promo check, or null when the failure is not about the code. */
export function promoFailure(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return PROMO_UNREACHABLE;
  if (error.code in PROMO_MESSAGES) return error.serverMessage ?? PROMO_MESSAGES[error.code]!;
  if (error.field === 'code') return error.serverMessage ?? PROMO_MESSAGES.PROMO_NOT_FOUND!;
  // The hold ended: the page says so (Checkout Expired), not the promo field.
  if (error.code === 'HOLD_EXPIRED' || error.code === 'HOLD_NOT_FOUND') return null;
  return error.status >= 500 ? PROMO_UNREACHABLE : (error.serverMessage ?? PROMO_UNREACHABLE);
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
      setError(PROMO_EMPTY);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onApply(trimmed);
      setCode('');
    } catch (failure) {
      const message = promoFailure(failure);
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
        Promo code
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
          {busy ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p id={appliedId} className="mt-2 flex flex-wrap items-center gap-2 text-sm text-green-800">
          <span>Promo code {applied} applied.</span>
          <Button tone="link" onClick={onRemove}>
            Remove
          </Button>
        </p>
      ) : null}
    </form>
  );
}
