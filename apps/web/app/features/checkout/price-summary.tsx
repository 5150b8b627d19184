import { FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import { ticketsMinor } from '@reprise/domain/pricing/order-total';
import { money } from '../../lib/money';
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
export function discountLabel(quote: Quote): string | null {
  if (quote.promoMinor <= 0) return null;
  if (quote.firstOrderDiscount) return `First-order discount (${FIRST_ORDER_DISCOUNT_PERCENT}%)`;
  if (quote.promo) return `Promo code ${quote.promo.code}`;
  return 'Discount';
}

/**
 * Every price line of the server's quote (the server recomputes it when paying): the tickets
 * (unit price × quantity), fees, the discount, tax and the total, and the currency charged.
 */
export function PriceSummary({ quote }: { quote: Quote }) {
  const cur = quote.currency;
  const tickets = `${quote.quantity} ticket${quote.quantity === 1 ? '' : 's'}`;
  const discount = discountLabel(quote);
  return (
    <section
      aria-labelledby="price-summary-heading"
      className="rounded-lg border border-slate-200 p-4"
    >
      <h2 id="price-summary-heading" className="text-lg font-bold">
        Price
      </h2>
      <dl className="mt-2 text-slate-800">
        <Line
          term={`${tickets} × ${money(quote.unitPriceMinor, cur)}`}
          value={money(ticketsMinor(quote.unitPriceMinor, quote.quantity), cur)}
        />
        <Line term="Fees" value={money(quote.feesMinor, cur)} />
        {discount ? <Line term={discount} value={`−${money(quote.promoMinor, cur)}`} /> : null}
        <Line term="Tax" value={money(quote.taxMinor, cur)} />
        <Line term="Total" value={money(quote.totalMinor, cur)} strong />
      </dl>
      <p className="mt-2 text-sm text-slate-700">You will be charged in {cur}</p>
    </section>
  );
}
