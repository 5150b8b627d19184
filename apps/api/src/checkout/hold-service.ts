// Holds (DESIGN §4, issue 9): seats held for a checkout session for HOLD_MS. Creating a hold is one
// transaction that locks the listing row (SELECT … FOR UPDATE), derives availability, checks the
// split rule and inserts the hold; the upstream lock is taken after it commits (never a network
// call inside a transaction). No cache is read for any decision here; writes invalidate the
// event's read-cache tag so pages and cards follow.
import { HOLD_MS } from '@reprise/domain/constants';
import { canBuyQuantity } from '@reprise/domain/listings/split-rule';
import { DomainError } from '../errors/domain-error';
import { eventTag } from '../events/service';
import type { CheckoutContext } from './checkout-context';
import {
  findHoldById,
  findListingsByIds,
  type HoldRow,
  holdFacts,
  insertHold,
  type ListingRow,
  lockListingWithEvent,
  releaseHoldRows,
  releaseOtherHoldsOf,
  releaseSessionHolds,
  setLockRequestId,
  updateHoldQuantity,
} from './hold-queries';

export const SEATS_UNAVAILABLE_MESSAGE =
  'Sorry, these tickets were just taken. Please pick other tickets.';

export function seatsUnavailable(): DomainError {
  return new DomainError('SEATS_UNAVAILABLE', SEATS_UNAVAILABLE_MESSAGE);
}

/** Who asks for a hold: the tab's session, and the signed-in buyer when there is one. */
export interface HoldOwner {
  sessionId: string;
  buyerId: number | null;
}

export interface HoldRequest extends HoldOwner {
  listingId: number;
  quantity: number;
}

/** Test-only switches of the hold service (never set by a route). */
export interface HoldServiceOptions {
  /**
   * Lock the listing row while deciding (default true). The concurrency test's control run turns
   * it off to show that the test can fail: without the lock, concurrent buyers oversell.
   */
  lockListingRow?: boolean;
}

export type HoldStatus = 'active' | 'expired' | 'released' | 'converted';

export function holdStatus(hold: HoldRow, now: Date): HoldStatus {
  if (hold.convertedAt) return 'converted';
  if (hold.releasedAt) return 'released';
  return hold.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/** The hold, its listing, and whether it was created (201) or is the session's same active hold (200). */
export interface HoldOutcome {
  hold: HoldRow;
  listing: ListingRow;
  created: boolean;
}

type Decision = {
  kind: 'existing' | 'new' | 'requantified';
  hold: HoldRow;
  released: HoldRow[];
  listing: ListingRow;
};

/** Holds seats for a session (replacing its previous hold), or answers why it cannot. */
export async function createHold(
  ctx: CheckoutContext,
  request: HoldRequest,
  options: HoldServiceOptions = {},
): Promise<HoldOutcome> {
  const now = ctx.now();
  const lockRow = options.lockListingRow ?? true;
  // Five statements on an on-sale's hot path (begin, lock, facts, insert, commit): every round
  // trip here is spent with the listing locked. The release runs only when the owner holds more.
  const decision = await ctx.database.db.transaction(async (tx): Promise<Decision> => {
    const locked = await lockListingWithEvent(tx, request.listingId, lockRow);
    if (!locked) {
      throw new DomainError(
        'LISTING_NOT_FOUND',
        `There is no listing with id ${request.listingId}.`,
        'listingId',
      );
    }
    const { listing } = locked;
    if (
      listing.status === 'withdrawn' ||
      !locked.eventStatus ||
      locked.eventStatus === 'cancelled' ||
      !locked.eventStartsAt ||
      locked.eventStartsAt.getTime() <= now.getTime()
    ) {
      throw new DomainError('EVENT_NOT_ON_SALE', 'These tickets are no longer on sale.');
    }
    const facts = await holdFacts(tx, listing.id, request, now);
    const same = facts.same;
    // One listing at a time: the session's (or buyer's) other holds end in this transaction.
    const released =
      facts.otherHolds > 0 ? await releaseOtherHoldsOf(tx, request, listing.id, now) : [];
    if (same && same.quantity === request.quantity) {
      return { kind: 'existing', hold: same, released, listing };
    }
    // A quantity change of the session's own hold may reuse the seats it already holds, and the
    // buyer's hold of this listing on another tab ends with this one.
    const available = facts.available + (same?.quantity ?? 0) + facts.otherSeatsHere;
    const splittable = {
      available,
      splitRule: listing.splitRule,
      seatTypeId: listing.seatTypeId,
    };
    if (!canBuyQuantity(splittable, request.quantity)) {
      if (request.quantity > available) throw seatsUnavailable();
      throw new DomainError(
        'QUANTITY_NOT_ALLOWED',
        `These tickets can't be bought ${request.quantity} at a time. Please choose another quantity.`,
        'quantity',
      );
    }
    if (same) {
      const hold = await updateHoldQuantity(tx, same.id, request.quantity);
      return { kind: 'requantified', hold, released, listing };
    }
    const hold = await insertHold(tx, {
      listingId: listing.id,
      eventId: listing.eventId,
      sessionId: request.sessionId,
      buyerId: request.buyerId,
      quantity: request.quantity,
      unitPriceMinor: listing.priceMinor,
      feesMinor: listing.feesMinor,
      taxRateBp: listing.taxRateBp,
      currency: listing.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HOLD_MS),
    });
    return { kind: 'new', hold, released, listing };
  });

  await afterRelease(ctx, decision.released);
  if (decision.kind === 'existing') {
    return { hold: decision.hold, listing: decision.listing, created: false };
  }
  ctx.cache.invalidate(eventTag(decision.hold.eventId));
  const hold = await lockUpstream(ctx, decision.hold, decision.listing, decision.kind);
  return { hold, listing: decision.listing, created: true };
}

// After the hold commits: lock the seats at the source. A refusal (or a source that cannot be
// reached) ends the hold at once, so nobody pays for seats the source will not sell.
async function lockUpstream(
  ctx: CheckoutContext,
  hold: HoldRow,
  listing: ListingRow,
  kind: 'new' | 'requantified',
): Promise<HoldRow> {
  const adapter = ctx.sources(listing.ticketingSystemId);
  const request = {
    holdId: hold.id,
    listingId: listing.id,
    externalId: listing.externalId,
    quantity: hold.quantity,
    lock: hold.lockRequestId ? { lockRequestId: hold.lockRequestId } : null,
  };
  const result = await (kind === 'new' ? adapter.lock(request) : adapter.relock(request)).catch(
    (error: unknown) => {
      ctx.log.warn({ err: error, holdId: hold.id }, 'upstream lock failed');
      return { ok: false as const, reason: 'unreachable' };
    },
  );
  if (!result.ok) {
    const released = await releaseHoldRows(ctx.database.db, [hold.id], ctx.now());
    await afterRelease(ctx, released);
    throw seatsUnavailable();
  }
  const lockRequestId = result.lock?.lockRequestId ?? null;
  if (lockRequestId !== hold.lockRequestId) {
    await setLockRequestId(ctx.database.db, hold.id, lockRequestId);
    return { ...hold, lockRequestId };
  }
  return hold;
}

/**
 * After holds ended: the events' pages and cards are read again, and each upstream lock is
 * released; its lock data is cleared whatever the source answers.
 */
export async function afterRelease(ctx: CheckoutContext, released: readonly HoldRow[]) {
  if (released.length === 0) return;
  for (const eventId of new Set(released.map((hold) => hold.eventId))) {
    ctx.cache.invalidate(eventTag(eventId));
  }
  await releaseUpstream(ctx, released);
}

/** Releases the upstream locks of holds that carry one, then clears their lock data. */
export async function releaseUpstream(ctx: CheckoutContext, released: readonly HoldRow[]) {
  const locked = released.filter((hold) => hold.lockRequestId);
  if (locked.length === 0) return;
  const listings = await findListingsByIds(
    ctx.database.db,
    locked.map((hold) => hold.listingId),
  );
  for (const hold of locked) {
    const listing = listings.get(hold.listingId);
    if (listing) {
      await ctx
        .sources(listing.ticketingSystemId)
        .release({
          holdId: hold.id,
          listingId: listing.id,
          externalId: listing.externalId,
          quantity: hold.quantity,
          lock: { lockRequestId: hold.lockRequestId! },
        })
        .catch((error: unknown) =>
          ctx.log.warn({ err: error, holdId: hold.id }, 'upstream release failed'),
        );
    }
    await setLockRequestId(ctx.database.db, hold.id, null);
  }
}

/** Releases the session's active holds among `ids` (hold ids or listing ids); others are ignored. */
export async function releaseHolds(
  ctx: CheckoutContext,
  sessionId: string,
  holdOrListingIds: readonly number[],
  by: 'hold' | 'listing',
): Promise<number> {
  const released = await releaseSessionHolds(
    ctx.database.db,
    sessionId,
    holdOrListingIds,
    by,
    ctx.now(),
  );
  await afterRelease(ctx, released);
  return released.length;
}

/** The session's hold (any status), or 404 HOLD_NOT_FOUND. */
export async function holdOfSession(
  ctx: CheckoutContext,
  holdId: number,
  sessionId: string,
): Promise<HoldRow> {
  const hold = await findHoldById(ctx.database.db, holdId);
  if (!hold || hold.sessionId !== sessionId) {
    throw new DomainError(
      'HOLD_NOT_FOUND',
      `There is no hold ${holdId} for this session.`,
      'holdId',
    );
  }
  return hold;
}
