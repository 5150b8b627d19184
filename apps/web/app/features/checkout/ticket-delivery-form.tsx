import { needsShippingAddress } from '@reprise/domain/delivery/delivery-method';
import { type FormEvent, useState } from 'react';
import { ApiRequestError, browserApi } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { TextField } from '../account/text-field';
import type { Hold } from './checkout-types';

const FIELDS = [
  ['name', 'Full name', 'name'],
  ['line1', 'Address line 1', 'address-line1'],
  ['line2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'Town or city', 'address-level2'],
  ['postcode', 'Postcode', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

type Field = (typeof FIELDS)[number][0];

/**
 * How the held tickets reach the buyer, at checkout: the seats are allocated side by side when the
 * order is confirmed, and paper (hard-stock) tickets ask for the address they are posted to.
 */
export function TicketDeliveryForm({
  hold,
  sessionOf,
}: {
  hold: Hold;
  /** The checkout session holding the seats (read when the address is saved). */
  sessionOf: () => string | null;
}) {
  const numbered = hold.listing.seatFrom !== null && hold.listing.seatTo !== null;
  return (
    <>
      {numbered ? (
        <p className="text-sm text-slate-700">
          Your {hold.quantity === 1 ? 'seat is' : `${hold.quantity} seats are`} allocated{' '}
          {hold.quantity === 1 ? '' : 'side by side '}when your order is confirmed; the exact seat
          numbers are on your order and on each ticket.
        </p>
      ) : null}
      {needsShippingAddress(hold.listing.ticketTypeId) ? (
        <ShippingAddressForm holdId={hold.id} sessionOf={sessionOf} />
      ) : null}
    </>
  );
}

function ShippingAddressForm({
  holdId,
  sessionOf,
}: {
  holdId: number;
  sessionOf: () => string | null;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    postcode: '',
    country: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<'editing' | 'saving' | 'saved' | 'failed'>('editing');

  async function save(event: FormEvent) {
    event.preventDefault();
    const missing = FIELDS.filter(([field]) => field !== 'line2' && !values[field].trim());
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(missing.map(([field, label]) => [field, `${label} is required.`])),
      );
      return;
    }
    setErrors({});
    setState('saving');
    try {
      const sessionId = sessionOf();
      if (!sessionId) throw new Error('no checkout session');
      await browserApi().post('/api/order/shipping-address', { holdId, sessionId, ...values });
      setState('saved');
    } catch (error) {
      const field =
        error instanceof ApiRequestError ? (error.field as Field | undefined) : undefined;
      if (field && FIELDS.some(([f]) => f === field)) {
        setErrors({
          [field]: (error as ApiRequestError).serverMessage ?? 'Please check this field.',
        });
        setState('editing');
      } else {
        setState('failed');
      }
    }
  }

  return (
    <section aria-labelledby="shipping-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="shipping-heading" className="text-lg font-bold">
        Shipping address
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        These are paper tickets: the seller posts them to this address and you get the tracking
        number by email.
      </p>
      <form aria-label="Shipping address" className="mt-3 grid gap-3" onSubmit={save} noValidate>
        {FIELDS.map(([field, label, autoComplete]) => (
          <TextField
            key={field}
            label={label}
            autoComplete={autoComplete}
            value={values[field]}
            error={errors[field]}
            onChange={(e) => {
              setValues({ ...values, [field]: e.target.value });
              if (state === 'saved') setState('editing');
            }}
          />
        ))}
        <div className="flex items-center gap-3">
          <Button type="submit" tone="secondary" disabled={state === 'saving'}>
            {state === 'saving' ? 'Saving…' : 'Save address'}
          </Button>
          <p role="status" className="text-sm text-slate-800">
            {state === 'saved'
              ? 'Address saved.'
              : state === 'failed'
                ? "We couldn't save the address. Please try again."
                : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
