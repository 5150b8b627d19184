// Prices a hold at quote and order time with the one pricing function (domain pricing/order-total):
// the hold's snapshotted money, converted to the charge currency with the rates read from the
// database itself (no cache takes part in an order decision).
import type { Db } from '@reprise/db/client';
import type { promoCodes } from '@reprise/db/schema/orders';
import { convertListingMoney } from '@reprise/domain/listings/all-in-price';
import { type CurrencyRate, convertMinor } from '@reprise/domain/money/convert';
import { orderTotal } from '@reprise/domain/pricing/order-total';
import type { PromoData, Quote } from '@reprise/domain/schemas/checkout';
import { requireRates, selectRates } from '../money/public';
import type { HoldRow } from './hold-queries';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The rates of the given currencies, read from the database; VALIDATION_FAILED for an unknown one. */
export async function ratesOf(
  db: Db,
  codes: readonly string[],
  field = 'currency',
): Promise<Map<string, CurrencyRate>> {
  const rates = await selectRates(db, codes);
  requireRates(rates, codes, field);
  return rates;
}

/** A promo as the API answers it, its fixed amount converted to `to`. */
export function promoData(
  promo: PromoRow,
  rates: ReadonlyMap<string, CurrencyRate>,
  to: string,
): PromoData {
  let converted: number | null = null;
  if (promo.amountType === 'FIXED' && promo.discountMinor !== null) {
    const from = rates.get(promo.currency ?? to);
    const target = rates.get(to);
    converted = from && target ? convertMinor(promo.discountMinor, from, target) : null;
  }
  return {
    code: promo.code,
    promo_amount_type: promo.amountType,
    discount_percentage: promo.amountType === 'PERCENTAGE' ? promo.discountPercentage : null,
    converted_discount: converted,
  };
}

/** The quote of a hold in `currency`, with a promo and the first-order discount when they apply. */
export async function quoteHold(
  db: Db,
  hold: HoldRow,
  currency: string,
  options: {
    promo?: PromoRow | null;
    firstOrderPercent?: number | null;
    /** Rates already read (a display quote may use the cached ones; an order reads its own). */
    rates?: ReadonlyMap<string, CurrencyRate>;
  } = {},
): Promise<Quote> {
  const promo = options.promo ?? null;
  const known = options.rates;
  const rates =
    known?.has(hold.currency) && known.has(currency) && !promo
      ? known
      : await ratesOf(db, [hold.currency, currency, ...(promo?.currency ? [promo.currency] : [])]);
  return quoteWithRates(hold, currency, rates, {
    promo,
    firstOrderPercent: options.firstOrderPercent,
  });
}

/**
 * The quote of a hold in `currency` with the given rates (each of the hold's currency, `currency`
 * and the promo's, checked by the caller), a promo and the first-order discount when they apply.
 */
export function quoteWithRates(
  hold: HoldRow,
  currency: string,
  rates: ReadonlyMap<string, CurrencyRate>,
  options: { promo: PromoRow | null; firstOrderPercent?: number | null },
): Quote {
  const promo = options.promo;
  const money = convertListingMoney(
    { priceMinor: hold.unitPriceMinor, feesMinor: hold.feesMinor, taxRateBp: hold.taxRateBp },
    rates.get(hold.currency)!,
    rates.get(currency)!,
  );
  const data = promo ? promoData(promo, rates, currency) : null;
  const total = orderTotal(money, hold.quantity, {
    promo: data
      ? data.promo_amount_type === 'PERCENTAGE'
        ? { type: 'PERCENTAGE', percentage: data.discount_percentage ?? 0 }
        : { type: 'FIXED', amountMinor: data.converted_discount ?? 0 }
      : null,
    firstOrderPercent: options.firstOrderPercent ?? null,
  });
  return {
    currency,
    quantity: total.quantity,
    unitPriceMinor: total.unitPriceMinor,
    feesMinor: total.feesMinor,
    subtotalMinor: total.subtotalMinor,
    promoMinor: total.promoMinor,
    taxMinor: total.taxMinor,
    totalMinor: total.totalMinor,
    promo: total.discount === 'promo' ? data : null,
    firstOrderDiscount: total.discount === 'first-order',
  };
}
