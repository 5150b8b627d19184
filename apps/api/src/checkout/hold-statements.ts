// A hold's two hot statements, each one round trip to a function of migration 0005 run as a named
// prepared statement (ADR 0010, "Hold throughput"): take_hold locks the listing, derives
// availability, applies the caller's split-rule verdicts, ends the owner's other holds and writes
// the hold; release_holds ends a session's holds.
import type { DatabaseHandle, NamedStatement } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { tableRow } from '@reprise/db/table-row';
import type { ListingSplitRule } from '@reprise/domain/listings/split-rule';
import type { HoldRow, ListingRow } from './hold-queries';

const TAKE_HOLD: NamedStatement = {
  name: 'take_hold',
  text: 'select take_hold($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) as result',
};

const RELEASE_HOLDS: NamedStatement = {
  name: 'release_holds',
  text: 'select * from release_holds($1, $2, $3, $4)',
};

export interface TakeHoldArgs {
  listingId: number;
  sessionId: string;
  buyerId: number | null;
  quantity: number;
  now: Date;
  expiresAt: Date;
  /** Lock the listing row (false only in the race test's control run). */
  lock: boolean;
  /** The split rule the verdicts were computed for; the function checks it is the listing's. */
  rule: ListingSplitRule;
  /** verdictsByTicketsLeft(rule, quantity). */
  verdicts: readonly [boolean, boolean, boolean];
  /** Test-only pause between the availability read and the write, in ms (0 from routes). */
  pauseMs?: number;
}

type Json = Record<string, unknown>;

// What take_hold answers, with its rows as `Row` and `Listing`: JSON from the database, then the
// schema's rows once mapped.
type Outcome<Row, Listing> =
  | { outcome: 'not_found' | 'not_on_sale' }
  | { outcome: 'rule_changed'; rule: ListingSplitRule }
  | { outcome: 'refused'; available: number }
  | { outcome: 'existing' | 'requantified' | 'new'; hold: Row; listing: Listing; released: Row[] };

export type TakeHoldOutcome = Outcome<HoldRow, ListingRow>;

/** Runs take_hold; writes nothing unless the answer is existing, requantified or new. */
export async function takeHold(
  database: DatabaseHandle,
  args: TakeHoldArgs,
): Promise<TakeHoldOutcome> {
  const [row] = await database.query<{ result: Outcome<Json, Json> }>(TAKE_HOLD, [
    args.listingId,
    args.sessionId,
    args.buyerId,
    args.quantity,
    args.now,
    args.expiresAt,
    args.lock,
    args.rule.splitRule,
    args.rule.seatTypeId,
    args.verdicts,
    args.pauseMs ?? 0,
  ]);
  const raw = row!.result;
  switch (raw.outcome) {
    case 'existing':
    case 'requantified':
    case 'new':
      return {
        outcome: raw.outcome,
        hold: tableRow(holds, raw.hold),
        listing: tableRow(listings, raw.listing),
        released: raw.released.map((released) => tableRow(holds, released)),
      };
    default:
      return raw;
  }
}

/** Releases a session's active holds among `ids` (hold ids, or listing ids with `by: 'listing'`). */
export async function releaseSessionHolds(
  database: DatabaseHandle,
  sessionId: string,
  ids: readonly number[],
  by: 'hold' | 'listing',
  now: Date,
): Promise<HoldRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<Json>(RELEASE_HOLDS, [sessionId, ids, by === 'listing', now]);
  return rows.map((row) => tableRow(holds, row));
}
