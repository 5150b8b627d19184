// Test fixtures of the checkout tests: a future event with listings of our choosing.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { holds } from '@reprise/db/schema/holds';
import { SANDBOX_TEST_CARDS, sandboxToken } from '@reprise/domain/payments/sandbox-token';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ensureReferenceData,
  type FixtureListing,
  setEventListings,
} from '../listings/test-fixtures';

/** A scheduled future event (the n-th soonest) with the given listings; answers their ids. */
export async function eventWithListings(
  db: Db,
  rows: FixtureListing[],
  nth = 0,
  notCategoryId?: number,
) {
  await ensureReferenceData(db);
  const found = await db
    .select({ id: events.id, categoryId: events.categoryId })
    .from(events)
    .where(
      and(
        gt(events.startsAt, new Date(Date.now() + 86_400_000)),
        eq(events.status, 'scheduled'),
        notCategoryId === undefined ? undefined : ne(events.categoryId, notCategoryId),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(nth + 1);
  const event = found[nth]!;
  const ids = (await setEventListings(db, event.id, rows)).map((row) => row.id);
  return { eventId: event.id, categoryId: event.categoryId, ids };
}

export const newSession = () => randomUUID();

/** Moves a hold's end `ms` into the past, as if its clock had run out that long ago. */
export async function endHoldAgo(db: Db, holdId: number, ms: number): Promise<void> {
  await db
    .update(holds)
    .set({ expiresAt: new Date(Date.now() - ms) })
    .where(eq(holds.id, holdId));
}

/** A sandbox token for a card number, as the sandbox card frame makes it in the browser. */
export const sandboxTestToken = (cardNumber: string) =>
  sandboxToken(cardNumber, randomBytes(8).toString('hex'));

/** A token of the card the sandbox approves. */
export const TEST_TOKEN = sandboxTestToken(SANDBOX_TEST_CARDS.approved);

/** The buyer's contact details on a payment. */
export const TEST_CONTACT = { first_name: 'Alex', last_name: 'Rivera', email: 'alex@example.com' };

/** The quantities of a buyer's live holds on an event: neither released, converted nor expired. */
export function activeHoldQuantities(db: Db, buyerId: number, eventId: number) {
  return db
    .select({ quantity: holds.quantity })
    .from(holds)
    .where(
      and(
        eq(holds.buyerId, buyerId),
        eq(holds.eventId, eventId),
        isNull(holds.releasedAt),
        isNull(holds.convertedAt),
        gt(holds.expiresAt, new Date()),
      ),
    );
}

/** A client on the allow list (a load generator): no anonymous allowance, no cooldown. */
export const TRUSTED_CLIENT = { ip: null, deviceId: null, trusted: true } as const;

/** createHold's input: `quantity` seats of `listingId` for a trusted client's anonymous session. */
export function trustedHold(listingId: number, quantity: number, sessionId = newSession()) {
  return { listingId, quantity, sessionId, buyerId: null, client: TRUSTED_CLIENT, challenge: null };
}

/** payForHold's input: `buyerId` pays for `hold` with the approved sandbox card, a fresh key. */
export function holdPayment(
  hold: { id: number; sessionId: string },
  buyerId: number,
  secret: string,
  contact: { first_name: string; last_name: string; email: string } = TEST_CONTACT,
) {
  const body = { holdId: hold.id, sessionId: hold.sessionId, paymentToken: TEST_TOKEN, contact };
  return {
    buyerId,
    idempotencyKey: randomUUID(),
    currency: 'GBP',
    language: 'en' as const,
    secret,
    body,
  };
}

/** POST /api/holds from a given client address (a browser behind it, or a script). */
export function postHoldFrom(
  app: FastifyInstance,
  remoteAddress: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/holds', payload: body, headers, remoteAddress });
}

/** POST /api/holds as a browser tab would. */
export function postHold(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/holds', payload: body, headers });
}
