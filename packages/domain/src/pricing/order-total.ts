// The one pricing function of checkout, used by the API at hold, promo and order time
// and by the checkout page to show each line. External-system listings:
//   total = fees + unit price × quantity − promo + tax
// where the promo is a percentage of (fees + unit price × quantity) or a fixed amount converted to
// the quote's currency, and tax is the listing's tax rate on the pre-promo sum. Integer minor units.
import { type ListingMoney, taxMinor } from '../listings/all-in-price';

/** A promo as pricing reads it: a percentage, or a fixed amount already in the quote's currency. */
export type PromoDiscount =
  | { type: 'PERCENTAGE'; percentage: number }
  | { type: 'FIXED'; amountMinor: number };

/** What an order of `quantity` tickets costs, line by line (minor units of the money's currency). */
export interface OrderTotal {
  quantity: number;
  unitPriceMinor: number;
  /** Fees of all the tickets. */
  feesMinor: number;
  /** fees + unit price × quantity. */
  subtotalMinor: number;
  /** The discount taken off the subtotal (never more than it). */
  promoMinor: number;
  /** Tax rate on the pre-promo subtotal. */
  taxMinor: number;
  /** subtotal − promo + tax. */
  totalMinor: number;
  /** Which discount won: the promo, the first-order discount, or none. */
  discount: 'promo' | 'first-order' | null;
}

/** Percentage of an amount, rounded half up, in integers. */
export function percentOf(amountMinor: number, percentage: number): number {
  if (amountMinor <= 0 || percentage <= 0) return 0;
  return Math.floor((amountMinor * percentage + 50) / 100);
}

/** The discount a promo gives on a subtotal: never negative, never more than the subtotal. */
export function promoDiscount(subtotalMinor: number, promo: PromoDiscount | null): number {
  if (!promo) return 0;
  const raw =
    promo.type === 'PERCENTAGE'
      ? percentOf(subtotalMinor, Math.min(100, promo.percentage))
      : Math.max(0, Math.round(promo.amountMinor));
  return Math.min(subtotalMinor, raw);
}

/** The tickets line of an order: unit price × quantity (fees, discount and tax not included). */
export function ticketsMinor(unitPriceMinor: number, quantity: number): number {
  return unitPriceMinor * quantity;
}

/** What `quantity` tickets cost before any discount: the order total's lines without a promo. */
export type PrePromoTotal = Omit<OrderTotal, 'promoMinor' | 'discount'>;

// Tax is taken once on the whole pre-promo sum, so the total can differ from quantity × the
// per-ticket all-in price by a rounding unit or two; the total is what the buyer pays.
/**
 * The all-in total of `quantity` tickets before any promo: what the event page shows next to a
 * quantity and what checkout charges when no discount applies.
 */
export function prePromoTotal(money: ListingMoney, quantity: number): PrePromoTotal {
  const fees = money.feesMinor * quantity;
  const subtotal = ticketsMinor(money.priceMinor, quantity) + fees;
  const tax = taxMinor(subtotal, money.taxRateBp);
  return {
    quantity,
    unitPriceMinor: money.priceMinor,
    feesMinor: fees,
    subtotalMinor: subtotal,
    taxMinor: tax,
    totalMinor: subtotal + tax,
  };
}

/**
 * The order total of `quantity` tickets of a listing whose money is already in the charge
 * currency (convertListingMoney). The first-order discount (a percentage) and a promo do not
 * stack: the larger wins, the promo on a tie.
 */
export function orderTotal(
  money: ListingMoney,
  quantity: number,
  options: { promo?: PromoDiscount | null; firstOrderPercent?: number | null } = {},
): OrderTotal {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be ≥ 1');
  for (const value of [money.priceMinor, money.feesMinor, money.taxRateBp]) {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError('money must be whole minor units');
  }
  const before = prePromoTotal(money, quantity);
  const subtotal = before.subtotalMinor;
  const promo = promoDiscount(subtotal, options.promo ?? null);
  const firstOrder = options.firstOrderPercent
    ? promoDiscount(subtotal, { type: 'PERCENTAGE', percentage: options.firstOrderPercent })
    : 0;
  const discount: OrderTotal['discount'] =
    promo === 0 && firstOrder === 0 ? null : promo >= firstOrder ? 'promo' : 'first-order';
  const discountMinor = Math.max(promo, firstOrder);
  return {
    ...before,
    promoMinor: discountMinor,
    totalMinor: before.totalMinor - discountMinor,
    discount,
  };
}
