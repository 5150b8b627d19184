import { FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import { ticketsMinor } from '@reprise/domain/pricing/order-total';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { CheckoutPanel } from './checkout-panel';
import type { Quote } from './checkout-types';

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'mt-1 border-t border-slate-200 pt-2 text-lg font-bold text-slate-950' : ''}`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The label of the quote's discount line: the first-order discount or the promo code. */
export function discountLabel(t: Translate, quote: Quote): string | null {
  if (quote.promoMinor <= 0) return null;
  if (quote.firstOrderDiscount) {
    return t('checkout.firstOrderDiscount', { percent: FIRST_ORDER_DISCOUNT_PERCENT });
  }
  if (quote.promo) return t('checkout.promoCodeLine', { code: quote.promo.code });
  return t('checkout.discount');
}

/**
 * Every price line of the server's quote (the server recomputes it when paying): the tickets
 * (unit price × quantity), fees, the discount, tax and the total, and the currency charged.
 */
export function PriceSummary({ quote }: { quote: Quote }) {
  const t = useT();
  const format = useLocaleFormat();
  const money = format.amount;
  const cur = quote.currency;
  const tickets = t('event.tickets.count', { count: quote.quantity });
  const discount = discountLabel(t, quote);
  return (
    <CheckoutPanel title={t('checkout.price')}>
      <dl className="mt-2 text-slate-800">
        <Line
          term={t('price.times', { tickets, price: money(quote.unitPriceMinor, cur) })}
          value={money(ticketsMinor(quote.unitPriceMinor, quote.quantity), cur)}
        />
        <Line term={t('price.fees')} value={money(quote.feesMinor, cur)} />
        {discount ? (
          <Line
            term={discount}
            value={t('checkout.discountAmount', { amount: money(quote.promoMinor, cur) })}
          />
        ) : null}
        <Line term={t('price.tax')} value={money(quote.taxMinor, cur)} />
        <Line term={t('checkout.total')} value={money(quote.totalMinor, cur)} strong />
      </dl>
      <p className="mt-2 text-sm text-slate-700">{t('checkout.chargedIn', { currency: cur })}</p>
    </CheckoutPanel>
  );
}
