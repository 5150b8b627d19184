// Checks every source's mapped row passes, whatever the source: a seat range that reads forwards
// and holds the tickets listed, and a price a buyer can pay.
import type { MappedRow, NormalizedListing } from './normalized-listing';

export function checkListing(listing: NormalizedListing): MappedRow {
  const { seatFrom, seatTo, quantity } = listing;
  if ((seatFrom === null) !== (seatTo === null)) {
    return { ok: false, reason: 'seats: give both the first and the last seat, or neither' };
  }
  if (seatFrom !== null && seatTo !== null) {
    if (seatTo < seatFrom)
      return { ok: false, reason: 'seats: the last seat comes before the first' };
    if (quantity > seatTo - seatFrom + 1) {
      return {
        ok: false,
        reason: `quantity: ${quantity} tickets do not fit seats ${seatFrom}–${seatTo}`,
      };
    }
  }
  if (listing.priceMinor <= 0 && quantity > 0) {
    return { ok: false, reason: 'price: must be more than 0' };
  }
  return { ok: true, listing };
}
