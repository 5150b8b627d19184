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

/** What `quantity` tickets cost before any promo, in minor units (the one checkout pricing rule). */
export interface AllInTotal {
  quantity: number;
  /** Price of one ticket. */
  unitPrice: number;
  /** Fees of all the tickets. */
  fees: number;
  /** Tax on price × quantity + fees; 0 where the listing carries no tax. */
  tax: number;
  /** fees + unit price × quantity + tax: what checkout charges before a promo. */
  total: number;
}

// Tax is taken once on the whole pre-promo sum, as checkout computes it, so the total
// can differ from quantity × the per-ticket all-in price by a rounding unit or two; the total is
// what the buyer pays, so it is the figure shown next to the quantity.
/** The all-in total of `quantity` tickets of a listing (no promo). */
export function allInTotal(money: ListingMoney, quantity: number): AllInTotal {
  const fees = money.feesMinor * quantity;
  const base = money.priceMinor * quantity + fees;
  const tax = taxMinor(base, money.taxRateBp);
  return { quantity, unitPrice: money.priceMinor, fees, tax, total: base + tax };
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

/**
 * The listing amount fields for `quantity` tickets, in the money's currency (minor
 * units): price per ticket, fees of the order, face value and wholesale price per ticket where
 * known, the tax rate (actualTax, percent) and amount (taxValue, tax.amount), the total, and the
 * converted promo discount (0: the event page applies none).
 */
export function listingAmount(
  money: ListingMoney,
  quantity: number,
  perTicket: { faceValueMinor: number | null; wholesaleMinor: number | null },
): ListingAmount {
  const total = allInTotal(money, quantity);
  return {
    price: total.unitPrice,
    fees: total.fees,
    faceValue: perTicket.faceValueMinor,
    quantity,
    total: total.total,
    actualTax: money.taxRateBp / 100,
    taxValue: total.tax,
    tax: { amount: total.tax },
    converted_discount: 0,
    wholeSalePrice: perTicket.wholesaleMinor,
  };
}

/** The listing amount (field names as existing clients spell them). */
export interface ListingAmount {
  price: number;
  fees: number;
  faceValue: number | null;
  quantity: number;
  total: number;
  /** Tax rate in percent (8.25). */
  actualTax: number;
  taxValue: number;
  tax: { amount: number };
  converted_discount: number;
  wholeSalePrice: number | null;
}
