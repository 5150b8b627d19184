import { needsShippingAddress } from '@reprise/domain/delivery/delivery-method';
import { type FormEvent, useState } from 'react';
import { ApiRequestError, browserApi } from '../../lib/api-client';
import { type MessageKey, useLanguage, useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { CheckoutPanel } from './checkout-panel';
import type { Hold } from './checkout-types';

const FIELDS = [
  ['name', 'shipping.name', 'name'],
  ['line1', 'shipping.line1', 'address-line1'],
  ['line2', 'shipping.line2', 'address-line2'],
  ['city', 'shipping.city', 'address-level2'],
  ['postcode', 'shipping.postcode', 'postal-code'],
  ['country', 'shipping.country', 'country-name'],
] as const satisfies readonly (readonly [string, MessageKey, string])[];

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
  const t = useT();
  return (
    <>
      {numbered ? (
        <p className="text-sm text-slate-700">
          {t('shipping.seatsAllocated', { count: hold.quantity })}
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
  const t = useT();
  const language = useLanguage();

  async function save(event: FormEvent) {
    event.preventDefault();
    const missing = FIELDS.filter(([field]) => field !== 'line2' && !values[field].trim());
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(
          missing.map(([field, label]) => [field, t('shipping.required', { field: t(label) })]),
        ),
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
        // The API words its field message in English: other languages say the general form.
        const said = language === 'en' ? (error as ApiRequestError).serverMessage : undefined;
        setErrors({ [field]: said ?? t('shipping.checkField') });
        setState('editing');
      } else {
        setState('failed');
      }
    }
  }

  return (
    <CheckoutPanel title={t('delivery.shippingAddress')}>
      <p className="mt-1 text-sm text-slate-700">{t('shipping.intro')}</p>
      <form
        aria-label={t('delivery.shippingAddress')}
        className="mt-3 grid gap-3"
        onSubmit={save}
        noValidate
      >
        {FIELDS.map(([field, label, autoComplete]) => (
          <TextField
            key={field}
            label={t(label)}
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
            {state === 'saving' ? t('myAccount.saving') : t('shipping.save')}
          </Button>
          <p role="status" className="text-sm text-slate-800">
            {state === 'saved'
              ? t('shipping.saved')
              : state === 'failed'
                ? t('shipping.failed')
                : ''}
          </p>
        </div>
      </form>
    </CheckoutPanel>
  );
}
