// Which quantities a buyer may take from a listing (split and seat type ids, at most 12 tickets).
// The event page hides listings that cannot sell the chosen quantity, and the checkout checks the
// same rule again when it creates a hold, so both read this one function.
import { MAX_TICKET_QUANTITY } from '../constants';
import { SEAT_TYPE_IDS, SPLIT_IDS } from '../ids';

/** What the split rule reads of a listing. */
export interface SplittableListing {
  /** Tickets still on sale: quantity − sold − active holds. */
  available: number;
  /** Split rule id (NeverLeaveOne 3, noSplitsId 5); null or another id: any split. */
  splitRule: number | null;
  /** Seat type id (Consecutive 1, GeneralAdmission 2, Odd_Even 3, Piggyback 4). */
  seatTypeId: number;
}

/** Every quantity a buyer can choose on the event page: 1 to the maximum (12). */
export const PICKABLE_QUANTITIES: readonly number[] = Array.from(
  { length: MAX_TICKET_QUANTITY },
  (_, i) => i + 1,
);

// Piggyback seats come in pairs, one seat directly behind the other: selling one seat of a pair
// leaves a buyer a ticket behind a stranger, so a piggyback listing sells whole pairs unless the
// buyer takes everything that is left. Consecutive, odd/even and general admission seats split
// anywhere (odd/even seats are side by side, numbered on one side of the aisle).
/** Whether exactly `quantity` tickets can be bought from the listing now. */
export function canBuyQuantity(listing: SplittableListing, quantity: number): boolean {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKET_QUANTITY) return false;
  if (quantity > listing.available) return false;
  const left = listing.available - quantity;
  if (listing.splitRule === SPLIT_IDS.noSplitsId && left !== 0) return false;
  if (listing.splitRule === SPLIT_IDS.NeverLeaveOne && left === 1) return false;
  if (listing.seatTypeId === SEAT_TYPE_IDS.Piggyback && left > 0 && quantity % 2 !== 0) {
    return false;
  }
  return true;
}

/** The quantities (1–12, ascending) a buyer can take from the listing now; empty when none. */
export function buyableQuantities(listing: SplittableListing): number[] {
  return PICKABLE_QUANTITIES.filter((quantity) => canBuyQuantity(listing, quantity));
}

/** What the split rule reads of a listing besides its availability. */
export type ListingSplitRule = Omit<SplittableListing, 'available'>;

/**
 * canBuyQuantity's verdicts for taking `quantity` with 0, 1 and 2-or-more tickets left after: the
 * hold's database function knows the availability, not the rule (from 2 left on, the verdict is
 * the same; split-rule.test checks it).
 */
export function verdictsByTicketsLeft(
  rule: ListingSplitRule,
  quantity: number,
): [boolean, boolean, boolean] {
  const verdict = (left: number) =>
    canBuyQuantity({ ...rule, available: quantity + left }, quantity);
  return [verdict(0), verdict(1), verdict(2)];
}
