import type { Db } from '@reprise/db/client';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import type { Hold } from '@reprise/domain/schemas/checkout';
import type { ReadCache } from '../cache/read-cache';
import { getEvent } from '../events/service';
import { loadRates } from '../money/rates';

const EVENT_TTL_MS = 60_000;

import { quoteHold } from './checkout-pricing';
import { findListingsByIds, type HoldRow, type ListingRow } from './hold-queries';
import { holdStatus } from './hold-service';
import { firstOrderPercent } from './promo-service';

/** The event as checkout and orders show it. */
export function checkoutEvent(event: EventSummary) {
  return {
    id: event.id,
    name: event.name,
    date: event.startsAt,
    venueName: event.venue.name,
    path: event.path,
  };
}

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

/**
 * The API shape of a hold, quoted in `currency` without a promo (with the first-order discount
 * when the signed-in buyer may use it).
 */
export async function holdView(
  db: Db,
  hold: HoldRow,
  currency: string,
  now: Date,
  buyerId: number | null = null,
  cache?: ReadCache,
): Promise<Hold> {
  const firstOrder = await firstOrderPercent(db, buyerId, now);
  // Display data only (the event's name and path, today's rates for the shown quote): the read
  // cache may serve them. Payment reprices from the database itself.
  const rates = cache ? await loadRates(db, cache) : undefined;
  const [listings, event, quote] = await Promise.all([
    findListingsByIds(db, [hold.listingId]),
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
  const listing = listings.get(hold.listingId)!;
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
