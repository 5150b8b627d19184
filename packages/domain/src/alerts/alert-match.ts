// Whether a listing answers a fan's price alert. The matcher of apps/api runs this over every
// open alert of the events a source push touched, so it is pure and cheap per pair.
import { allInPrice, convertListingMoney, type ListingMoney } from '../listings/all-in-price';
import { canBuyQuantity, type SplittableListing } from '../listings/split-rule';
import type { CurrencyRate } from '../money/convert';
import { utcDay } from '../price-history/price-history';

/** What an alert asks for. */
export interface AlertWish {
  quantity: number;
  /** Zone id of the event's seating plan; null for any zone. */
  zoneId: string | null;
  /** Section name (any case); null for any section. */
  section: string | null;
  /** Most one ticket may cost all-in, minor units of `currency`. */
  targetMinor: number;
  currency: string;
}

/** A listing as the matcher sees it: where it is, what is left, and its money. */
export interface AlertCandidate extends SplittableListing, ListingMoney {
  section: string;
  /** Zone id of the listing's section on the event's seating plan, or null when unknown. */
  zoneId: string | null;
  currency: string;
}

/**
 * The all-in price of one ticket of `listing` in `currency`, priced as the event page prices it
 * (money converted first, then taxed); null when either currency has no rate.
 */
export function allInIn(
  listing: ListingMoney & { currency: string },
  currency: string,
  rates: ReadonlyMap<string, CurrencyRate>,
): number | null {
  if (listing.currency === currency) return allInPrice(listing).allIn;
  const from = rates.get(listing.currency);
  const to = rates.get(currency);
  if (!from || !to) return null;
  return allInPrice(convertListingMoney(listing, from, to)).allIn;
}

/** Whether the listing is where the alert looks: its zone and section, when the alert names them. */
export function alertCoversPlace(wish: AlertWish, listing: AlertCandidate): boolean {
  if (wish.zoneId !== null && listing.zoneId !== wish.zoneId) return false;
  if (wish.section !== null && listing.section.toLowerCase() !== wish.section.toLowerCase()) {
    return false;
  }
  return true;
}

/**
 * Whether `allIn` (the listing's all-in price per ticket in the alert's currency) answers the
 * alert: in its place, the wished quantity buyable under the split rule, at or under the target.
 */
export function alertMatches(wish: AlertWish, listing: AlertCandidate, allIn: number): boolean {
  return (
    allIn <= wish.targetMinor &&
    alertCoversPlace(wish, listing) &&
    canBuyQuantity(listing, wish.quantity)
  );
}

/** The UTC calendar day of `now` (YYYY-MM-DD): the unit of the one-mail-a-day limit. */
export function alertDay(now: Date): string {
  return utcDay(now);
}
