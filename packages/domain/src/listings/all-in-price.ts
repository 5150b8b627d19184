import { type CurrencyRate, convertMinor } from '../money/convert';

/** A listing's per-ticket money, integer minor units of its currency. */
export interface ListingMoney {
  priceMinor: number;
  feesMinor: number;
  /** Tax rate in basis points (825 = 8.25 %). */
  taxRateBp: number;
}

/** The per-ticket breakdown a buyer sees one tap away from the all-in price. */
export interface AllInPrice {
  price: number;
  fees: number;
  tax: number;
  /** price + fees + tax: what one ticket costs at checkout before any promo. */
  allIn: number;
}

// Integer arithmetic (add half, then floor) rounds half up exactly, with no float noise; SQL in
// apps/api computes the same expression so the cheapest price it reports matches this one.
/** Tax in minor units on price + fees at a rate in basis points, rounded half up. */
export function taxMinor(baseMinor: number, taxRateBp: number): number {
  if (baseMinor <= 0 || taxRateBp <= 0) return 0;
  return Math.floor((baseMinor * taxRateBp + 5_000) / 10_000);
}

/** All-in per-ticket price (fees and tax included) with its breakdown. */
export function allInPrice(money: ListingMoney): AllInPrice {
  const base = money.priceMinor + money.feesMinor;
  const tax = taxMinor(base, money.taxRateBp);
  return { price: money.priceMinor, fees: money.feesMinor, tax, allIn: base + tax };
}

/** A listing's money in another currency: price and fees converted on their own, the rate kept. */
export function convertListingMoney(
  money: ListingMoney,
  from: CurrencyRate,
  to: CurrencyRate,
): ListingMoney {
  return {
    priceMinor: convertMinor(money.priceMinor, from, to),
    feesMinor: convertMinor(money.feesMinor, from, to),
    taxRateBp: money.taxRateBp,
  };
}
