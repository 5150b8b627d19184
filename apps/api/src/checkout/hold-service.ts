// Holds (ADR 0010): seats held for a checkout session for HOLD_MS. Creating a hold is one
// transaction, one call of the take_hold database function (hold-statements.ts): it serialises the
// owner, locks the listing row (SELECT … FOR UPDATE), applies the on-sale's fairness rules (buyer
// cap, anonymous allowance and challenge, cooldown: ADR 0017), derives availability, applies the
// split rule's verdicts and inserts the hold; the upstream lock is taken after it commits (never a
// network call inside a transaction). No cache is read for any decision here; writes invalidate
// the event's read-cache tag so pages and cards follow.
import { cooldownMessage } from '@reprise/domain/checkout/fair-holds';
import { HOLD_MS } from '@reprise/domain/constants';
import { SEAT_TYPE_IDS } from '@reprise/domain/ids';
import { type ListingSplitRule, verdictsByTicketsLeft } from '@reprise/domain/listings/split-rule';
import { eventTag } from '../events/public';
import { DomainError } from '../platform/errors/domain-error';
import type { CheckoutContext } from './checkout-context';
import { challengeInvalid, challengeRequired } from './hold-challenge';
import {
  findHoldById,
  findListingsByIds,
  type HoldRow,
  type ListingRow,
  releaseHoldRows,
  setLockRequestId,
} from './hold-queries';
import {
  type HoldClient,
  releaseSessionHolds,
  type SpendableChallenge,
  takeHold,
} from './hold-statements';

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
  /** Where the request comes from (address, device cookie, allow-listed or not). */
  client: HoldClient;
  /** A verified challenge solution (verifyHoldChallenge), or none. */
  challenge: SpendableChallenge | null;
}

/** A hold refused during its cooldown: the message says when, `retryAt` feeds Retry-After. */
export class HoldCooldownError extends DomainError {
  readonly retryAt: Date;

  constructor(retryAt: Date, now: Date) {
    super('HOLD_COOLDOWN', cooldownMessage(retryAt, now));
    this.retryAt = retryAt;
  }
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

// The split rule each listing had when last seen, so the first call usually carries the right
// verdicts. Only a guess: take_hold compares it with the locked row and, when it differs, writes
// nothing and answers the listing's own rule for the next try. Bounded, and never a decision.
const knownRules = new Map<number, ListingSplitRule>();
const KNOWN_RULES_MAX = 50_000;
const DEFAULT_RULE: ListingSplitRule = { splitRule: null, seatTypeId: SEAT_TYPE_IDS.Consecutive };
// A listing whose rule changes on every try (a source rewriting it mid-hold) gets an answer.
const RULE_TRIES = 3;

function rememberRule(listingId: number, rule: ListingSplitRule) {
  if (knownRules.size >= KNOWN_RULES_MAX) knownRules.clear();
  knownRules.set(listingId, rule);
}

/** Holds seats for a session (replacing its previous hold), or answers why it cannot. */
export async function createHold(ctx: CheckoutContext, request: HoldRequest): Promise<HoldOutcome> {
  const now = ctx.now();
  let rule = knownRules.get(request.listingId) ?? DEFAULT_RULE;
  for (let attempt = 0; attempt < RULE_TRIES; attempt++) {
    // One round trip, and the listing is locked only inside it (an on-sale's hot path).
    const result = await takeHold(ctx.database, {
      listingId: request.listingId,
      sessionId: request.sessionId,
      buyerId: request.buyerId,
      quantity: request.quantity,
      now,
      expiresAt: new Date(now.getTime() + HOLD_MS),
      rule,
      verdicts: verdictsByTicketsLeft(rule, request.quantity),
      client: request.client,
      challenge: request.challenge,
    });
    switch (result.outcome) {
      case 'rule_changed':
        rule = result.rule;
        rememberRule(request.listingId, rule);
        continue;
      case 'not_found':
        throw new DomainError(
          'LISTING_NOT_FOUND',
          `There is no listing with id ${request.listingId}.`,
          'listingId',
        );
      case 'not_on_sale':
        throw new DomainError('EVENT_NOT_ON_SALE', 'These tickets are no longer on sale.');
      case 'over_limit':
        throw new DomainError(
          'HOLD_LIMIT_REACHED',
          `You can hold up to ${result.limit} tickets for an event at a time.`,
          'quantity',
        );
      case 'cooling_down':
        throw new HoldCooldownError(new Date(result.retryAt), now);
      case 'challenge_required':
        throw challengeRequired();
      case 'challenge_spent':
        throw challengeInvalid();
      case 'refused':
        if (request.quantity > result.available) throw seatsUnavailable();
        throw new DomainError(
          'QUANTITY_NOT_ALLOWED',
          `These tickets can't be bought ${request.quantity} at a time. Please choose another quantity.`,
          'quantity',
        );
      default: {
        const { splitRule, seatTypeId } = result.listing;
        rememberRule(request.listingId, { splitRule, seatTypeId });
        await afterRelease(ctx, result.released);
        if (result.outcome === 'existing') {
          return { hold: result.hold, listing: result.listing, created: false };
        }
        ctx.cache.invalidate(eventTag(result.hold.eventId));
        const hold = await lockUpstream(ctx, result.hold, result.listing, result.outcome);
        return { hold, listing: result.listing, created: true };
      }
    }
  }
  throw new DomainError('LISTING_CHANGED', 'These tickets just changed. Please pick them again.');
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
    ctx.database,
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
  if (!hold || hold.sessionId !== sessionId) throw holdNotFound(holdId);
  return hold;
}

/** 404 HOLD_NOT_FOUND: no such hold, or another session's. */
export function holdNotFound(holdId: number): DomainError {
  return new DomainError(
    'HOLD_NOT_FOUND',
    `There is no hold ${holdId} for this session.`,
    'holdId',
  );
}
