// Idempotency of payments (ADR 0010): one row per (buyer, Idempotency-Key) holding a keyed hash of
// the request and, once finished, its answer. The row is claimed with one INSERT … ON CONFLICT DO
// NOTHING, so of any number of concurrent duplicates exactly one runs the payment; a payment sends
// that insert within its read of the payment's facts (payment-statements.ts) and settles a taken
// key here.
import { createHmac } from 'node:crypto';
import type { Db } from '@reprise/db/client';
import { paymentRequests } from '@reprise/db/schema/orders';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../platform/errors/domain-error';

/**
 * A claim left in progress this long belongs to a copy that died mid-payment (no order was
 * written: the order and the key's answer commit together); a retry may take it over.
 */
export const STALE_CLAIM_MS = 2 * 60_000;

/** Stable JSON (sorted keys), so equal bodies hash equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// Keyed with the server secret: the body carries a provider token (ADR 0018), which a bare hash
// would let anyone holding a guess of it confirm.
/** The keyed hash of a request body. */
export function requestHash(body: unknown, secret: string): string {
  return createHmac('sha256', secret).update(canonical(body)).digest('hex');
}

export type Claim<T> = { kind: 'claimed' } | { kind: 'replay'; response: T };

/** The key's row as a claim that found the key taken reads it. */
export type KeyRow = typeof paymentRequests.$inferSelect;

/** Claims the key for this request, or answers the finished request's response. */
export async function claimKey<T>(
  db: Db,
  buyerId: number,
  key: string,
  hash: string,
  now: Date,
): Promise<Claim<T>> {
  const inserted = await db
    .insert(paymentRequests)
    .values({ buyerId, idempotencyKey: key, requestHash: hash, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: paymentRequests.idempotencyKey });
  if (inserted.length === 1) return { kind: 'claimed' };
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.buyerId, buyerId), eq(paymentRequests.idempotencyKey, key)));
  return settleClaim<T>(db, buyerId, key, hash, now, row ?? null);
}

/**
 * The answer of a claim whose insert found the key taken, from the key's row as read then (null:
 * a concurrent claim had not committed yet, so the claim is made again).
 */
export async function settleClaim<T>(
  db: Db,
  buyerId: number,
  key: string,
  hash: string,
  now: Date,
  row: KeyRow | null,
): Promise<Claim<T>> {
  if (!row) return claimKey(db, buyerId, key, hash, now);
  if (row.requestHash !== hash) {
    throw new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different payment. Use a new key for a new attempt.',
      'Idempotency-Key',
    );
  }
  if (row.state === 'done') return { kind: 'replay', response: row.response as T };
  if (now.getTime() - row.updatedAt.getTime() >= STALE_CLAIM_MS) {
    const taken = await db
      .update(paymentRequests)
      .set({ updatedAt: now })
      .where(
        and(
          eq(paymentRequests.buyerId, buyerId),
          eq(paymentRequests.idempotencyKey, key),
          eq(paymentRequests.updatedAt, row.updatedAt),
          eq(paymentRequests.state, 'in_progress'),
        ),
      )
      .returning({ key: paymentRequests.idempotencyKey });
    if (taken.length === 1) return { kind: 'claimed' };
  }
  throw new DomainError(
    'IDEMPOTENCY_IN_PROGRESS',
    'This payment is already being processed. Please wait for its answer.',
    'Idempotency-Key',
  );
}

/** Stores the finished request's answer (in the caller's transaction, with the order). */
export function finishKey(db: Db, buyerId: number, key: string, response: unknown, now: Date) {
  return db
    .update(paymentRequests)
    .set({ state: 'done', response, updatedAt: now })
    .where(and(eq(paymentRequests.buyerId, buyerId), eq(paymentRequests.idempotencyKey, key)));
}

/** Gives the key up after a refusal that charged nothing, so the buyer may correct and retry. */
export function abandonKey(db: Db, buyerId: number, key: string) {
  return db
    .delete(paymentRequests)
    .where(
      and(
        eq(paymentRequests.buyerId, buyerId),
        eq(paymentRequests.idempotencyKey, key),
        eq(paymentRequests.state, 'in_progress'),
      ),
    );
}
