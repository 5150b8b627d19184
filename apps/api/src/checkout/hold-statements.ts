// A hold's two hot statements, each one round trip to a database function run as a named prepared
// statement (ADR 0010, "Hold throughput"): take_hold (migration 0007) serialises the owner, locks
// the listing, applies the fairness rules of an on-sale (ADR 0017), derives availability, applies
// the caller's split-rule verdicts, ends the owner's other holds and writes the hold; release_holds
// (migration 0005) ends a session's holds.
import type { DatabaseHandle, NamedStatement } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { tableRow } from '@reprise/db/table-row';
import {
  ANONYMOUS_HOLDS_BEFORE_CHALLENGE,
  HOLD_COOLDOWN_MS,
  HOLD_RUN_OUT_GRACE_MS,
  MAX_SEATS_HELD_PER_BUYER,
} from '@reprise/domain/checkout/fair-holds';
import type { ListingSplitRule } from '@reprise/domain/listings/split-rule';
import type { HoldRow, ListingRow } from './hold-queries';

const TAKE_HOLD: NamedStatement = {
  name: 'take_hold',
  text: 'select take_hold($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) as result',
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
  /** The split rule the verdicts were computed for; the function checks it is the listing's. */
  rule: ListingSplitRule;
  /** verdictsByTicketsLeft(rule, quantity). */
  verdicts: readonly [boolean, boolean, boolean];
  /** Where the hold comes from: counts an anonymous client's holds and starts cooldowns. */
  client: HoldClient;
  /** A verified, unexpired proof-of-work solution, spent only when the allowance is used up. */
  challenge: SpendableChallenge | null;
}

/** The address and device a hold comes from; `trusted` for RATE_LIMIT_ALLOW_LIST addresses. */
export interface HoldClient {
  ip: string | null;
  deviceId: string | null;
  /** A trusted load generator: no anonymous allowance and no cooldown (the buyer's cap stays). */
  trusted: boolean;
}

/** A solved challenge, named by its signed nonce, usable until `expiresAt`. */
export interface SpendableChallenge {
  nonce: string;
  expiresAt: Date;
}

type Json = Record<string, unknown>;

// What take_hold answers, with its rows as `Row` and `Listing`: JSON from the database, then the
// schema's rows once mapped.
type Outcome<Row, Listing> =
  | { outcome: 'not_found' | 'not_on_sale' }
  | { outcome: 'rule_changed'; rule: ListingSplitRule }
  | { outcome: 'refused'; available: number }
  | { outcome: 'over_limit'; limit: number }
  | { outcome: 'cooling_down'; retryAt: string }
  | { outcome: 'challenge_required' | 'challenge_spent' }
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
    args.rule.splitRule,
    args.rule.seatTypeId,
    args.verdicts,
    args.client.ip,
    args.client.deviceId,
    args.client.trusted,
    args.challenge?.nonce ?? null,
    args.challenge?.expiresAt ?? null,
    MAX_SEATS_HELD_PER_BUYER,
    ANONYMOUS_HOLDS_BEFORE_CHALLENGE,
    HOLD_COOLDOWN_MS,
    HOLD_RUN_OUT_GRACE_MS,
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
