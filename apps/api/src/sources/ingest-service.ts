// One way in for every source's listings, pushed (/insert/*) or pulled (the sync): each row is
// mapped and checked on its own (a bad row is rejected with its index and reason, the others
// land), then upserted by (source, external id). A row that equals what is stored changes
// nothing, so the same batch twice is a no-op. Prices update in place: a hold keeps the price it
// snapshotted (checkout), so only new holds see the change. A complete batch withdraws what the
// source no longer names; seats already held stay held until their hold ends, because a hold is
// its own row and availability (0 for a withdrawn listing) only limits new holds.
import type { Db } from '@reprise/db/client';
import type { IngestSummary, SourceName } from '@reprise/domain/schemas/sources';
import type { NormalizedListing } from '@reprise/domain/sources/normalized-listing';
import { rawExternalId } from '@reprise/domain/sources/row-parse';
import { SOURCE_MAPPERS } from '@reprise/domain/sources/source-mappers';
import { findInputProblem } from '@reprise/domain/text/control-characters';
import type { ReadCache } from '../cache/read-cache';
import { eventTag } from '../events/public';
import { DomainError } from '../platform/errors/domain-error';
import {
  currencyDigits,
  existingEventIds,
  findSourceListings,
  insertListings,
  type NewListing,
  type StoredListing,
  updateListing,
  withdrawVanished,
} from './ingest-queries';
import { ticketingSystemIdOf } from './source-registry';

export interface IngestContext {
  db: Db;
  cache: ReadCache;
  /** Told after the commit which events' listings changed (price alerts queue their match). */
  onListingsChanged?: (eventIds: readonly number[]) => Promise<void>;
}

/** What the batch covers when it is complete. */
export type IngestScope =
  /** Partial: adds and updates only. */
  | { complete: false }
  /** Complete for these events (plus the events of its rows). */
  | { complete: true; eventIds: readonly number[] }
  /** Complete for the whole source (a full pull). */
  | { complete: true; wholeSource: true };

const INSERT_CHUNK = 500;

const COMPARED: (keyof NormalizedListing)[] = [
  'eventId',
  'section',
  'row',
  'seatFrom',
  'seatTo',
  'quantity',
  'splitRule',
  'seatTypeId',
  'ticketTypeId',
  'priceMinor',
  'wholesalePriceMinor',
  'faceValueMinor',
  'feesMinor',
  'taxRateBp',
  'currency',
  'inHandDate',
  'instantDelivery',
  'notes',
  'viewQuality',
  'accessibleSeating',
];

// A source with nothing left still lists the group: it is sold out, and comes back if stock does.
const statusOf = (listing: NormalizedListing) => (listing.quantity > 0 ? 'active' : 'sold_out');

/** The columns that differ between what is stored and what the source says now. */
function changesOf(stored: StoredListing, next: NormalizedListing): Partial<NewListing> {
  const changes: Partial<NewListing> = {};
  for (const key of COMPARED) {
    if (stored[key] !== next[key]) Object.assign(changes, { [key]: next[key] });
  }
  const status = statusOf(next);
  if (stored.status !== status) changes.status = status;
  return changes;
}

/**
 * Why a raw row cannot even be read: not an object, a control character (PostgreSQL refuses NUL)
 * or a nesting deeper than any source sends. The API's input guard refuses these for a whole
 * request; here they cost only their row.
 */
function unfitRow(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return 'must be an object (one listing)';
  }
  const problem = findInputProblem(raw, '');
  if (!problem) return null;
  const field = problem.field || 'row';
  return problem.reason === 'too-deep'
    ? `${field}: is nested too deeply`
    : `${field}: must not contain control characters`;
}

/** Maps, checks and stores one batch of a source's rows; returns what it did. */
export async function ingestListings(
  ctx: IngestContext,
  source: SourceName,
  rows: readonly unknown[],
  scope: IngestScope,
): Promise<IngestSummary> {
  const systemId = await ticketingSystemIdOf(ctx.db, source);
  if (systemId === null) {
    throw new DomainError(
      'NOT_FOUND',
      `The ticketing system ${source} is not set up on this server.`,
    );
  }
  const mapper = SOURCE_MAPPERS[source];
  const digits = await currencyDigits(ctx.db);
  const rejected: IngestSummary['rejected'] = [];
  const accepted: { index: number; listing: NormalizedListing }[] = [];
  const firstIndex = new Map<string, number>();
  rows.forEach((raw, index) => {
    const externalId = rawExternalId(raw, mapper.idKey);
    const unfit = unfitRow(raw);
    if (unfit) {
      rejected.push({ index, externalId, reason: unfit });
      return;
    }
    const mapped = mapper.map(raw, (code) => digits.get(code) ?? 2);
    if (!mapped.ok) {
      rejected.push({ index, externalId, reason: mapped.reason });
      return;
    }
    const { listing } = mapped;
    if (!digits.has(listing.currency)) {
      rejected.push({
        index,
        externalId,
        reason: `currency: ${listing.currency} is not a currency Reprise knows`,
      });
      return;
    }
    const seen = firstIndex.get(listing.externalId);
    if (seen !== undefined) {
      rejected.push({
        index,
        externalId,
        reason: `${mapper.idKey}: ${listing.externalId} is already listed at index ${seen} of this batch`,
      });
      return;
    }
    firstIndex.set(listing.externalId, index);
    accepted.push({ index, listing });
  });

  const known = await existingEventIds(ctx.db, [
    ...new Set(accepted.map((a) => a.listing.eventId)),
  ]);
  const valid = accepted.filter(({ index, listing }) => {
    if (known.has(listing.eventId)) return true;
    rejected.push({
      index,
      externalId: listing.externalId,
      reason: `event: there is no Reprise event ${listing.eventId}`,
    });
    return false;
  });
  rejected.sort((a, b) => a.index - b.index);

  const touchedEvents = new Set<number>();
  const summary = await ctx.db.transaction(async (tx) => {
    const stored = new Map(
      (
        await findSourceListings(
          tx,
          systemId,
          valid.map((v) => v.listing.externalId),
        )
      ).map((row) => [row.externalId, row]),
    );
    const inserts: NewListing[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const { listing } of valid) {
      const existing = stored.get(listing.externalId);
      if (!existing) {
        inserts.push({ ...listing, ticketingSystemId: systemId, status: statusOf(listing) });
        touchedEvents.add(listing.eventId);
        continue;
      }
      const changes = changesOf(existing, listing);
      if (Object.keys(changes).length === 0) {
        unchanged++;
        continue;
      }
      await updateListing(tx, existing.id, changes);
      updated++;
      touchedEvents.add(existing.eventId);
      touchedEvents.add(listing.eventId);
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
      await insertListings(tx, inserts.slice(i, i + INSERT_CHUNK));
    }
    let withdrawn = 0;
    if (scope.complete) {
      // A rejected row still names its listing: a typo in a price must not take it off sale.
      const keep = [
        ...valid.map((v) => v.listing.externalId),
        ...rejected.flatMap((r) => (r.externalId === null ? [] : [r.externalId])),
      ];
      const eventIds =
        'wholeSource' in scope
          ? null
          : [...new Set([...scope.eventIds, ...valid.map((v) => v.listing.eventId)])];
      const gone = await withdrawVanished(tx, systemId, eventIds, keep);
      withdrawn = gone.length;
      for (const row of gone) touchedEvents.add(row.eventId);
    }
    return { added: inserts.length, updated, unchanged, withdrawn };
  });

  // After the commit: the event pages and cards read these listings through the cache.
  for (const eventId of touchedEvents) ctx.cache.invalidate(eventTag(eventId));
  if (touchedEvents.size > 0) {
    ctx.cache.invalidate('listings');
    await ctx.onListingsChanged?.([...touchedEvents]);
  }
  return { source, received: rows.length, ...summary, rejected };
}
