import type { Db } from '@reprise/db/client';
import type { Hold } from '@reprise/domain/schemas/checkout';
import type { ReadCache } from '../cache/read-cache';
import { getEvent } from '../events/public';
import { loadRates } from '../money/public';
import { checkoutEvent } from '../orders/public';
import { quoteHold } from './checkout-pricing';
import { findListingsByIds, type HoldRow, type ListingRow } from './hold-queries';
import { holdStatus } from './hold-service';
import { firstOrderPercent } from './promo-service';

const EVENT_TTL_MS = 60_000;

/** The listing fields a hold shows. */
export function holdListing(listing: ListingRow) {
  return {
    section: listing.section,
    row: listing.row,
    seatFrom: listing.seatFrom,
    seatTo: listing.seatTo,
    ticketTypeId: listing.ticketTypeId,
    inHandDate: listing.inHandDate,
    instantDelivery: listing.instantDelivery,
    notes: listing.notes,
  };
}

export interface HoldViewOptions {
  currency: string;
  now: Date;
  buyerId?: number | null;
  /** Serves the event and today's rates (display data only). */
  cache?: ReadCache;
  /** The hold's listing when the caller has just read it. */
  listing?: ListingRow;
}

/**
 * The API shape of a hold, quoted in `currency` without a promo (with the first-order discount
 * when the signed-in buyer may use it).
 */
export async function holdView(
  db: Db,
  hold: HoldRow,
  { currency, now, buyerId = null, cache, listing: known }: HoldViewOptions,
): Promise<Hold> {
  const firstOrder = await firstOrderPercent(db, buyerId, now);
  // Display data only (the event's name and path, today's rates for the shown quote): the read
  // cache may serve them. Payment reprices from the database itself.
  const rates = cache ? await loadRates(db, cache) : undefined;
  const [listing, event, quote] = await Promise.all([
    known ?? findListingsByIds(db, [hold.listingId]).then((rows) => rows.get(hold.listingId)!),
    cache
      ? cache.get(
          `checkout:event:${hold.eventId}`,
          // Not the event's own tag: every hold invalidates that one.
          { ttlMs: EVENT_TTL_MS, tags: ['events'] },
          () => getEvent(db, hold.eventId),
        )
      : getEvent(db, hold.eventId),
    quoteHold(db, hold, currency, { firstOrderPercent: firstOrder, rates }),
  ]);
  return {
    id: hold.id,
    listingId: hold.listingId,
    eventId: hold.eventId,
    quantity: hold.quantity,
    sessionId: hold.sessionId,
    status: holdStatus(hold, now),
    expiresAt: hold.expiresAt.toISOString(),
    serverNow: now.toISOString(),
    listing: holdListing(listing),
    event: checkoutEvent(event),
    quote,
  };
}
