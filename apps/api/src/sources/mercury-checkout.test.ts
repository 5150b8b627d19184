// The Mercury lock flow through checkout, against a real HTTP fake of Mercury: a hold takes a
// lock, a new quantity re-locks it by lockRequestId, a refused re-lock ends the hold and clears the
// lock data, /unLockMercuryListings clears it even when Mercury fails, and paying places the order
// (a refusal voids the payment and frees the seats).
import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import {
  eventWithListings,
  newSession,
  postHold,
  TEST_TOKEN,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { type MercuryFake, startMercuryFake } from '../test-support/sources/fakes/mercury-fake';
import {
  mercuryRow,
  TEST_SOURCE_KEYS,
  testSourcesConfig,
} from '../test-support/sources/source-test-support';
import { useTestApi } from '../test-support/use-test-api';

describe('Mercury locks and orders through checkout', () => {
  let mercury: MercuryFake;
  beforeAll(async () => {
    mercury = await startMercuryFake();
  });
  afterAll(() => mercury.close());
  const api = useTestApi(undefined, () => ({
    sources: testSourcesConfig({ ticket_network: mercury.url }, 500),
  }));
  const db = () => api.db.handle.db;

  /** A Mercury ticket group, known upstream and ingested here; answers our listing id. */
  async function mercuryListing(ticketGroupId: number, nthEvent = 0, available = 6) {
    // The n-th event's listings are replaced: an event whose listing was sold is not reused.
    const { eventId } = await eventWithListings(db(), [], nthEvent);
    const row = mercuryRow(eventId, ticketGroupId, 120, available);
    mercury.state.ticketGroups.push(row);
    const pushed = await api.app.inject({
      method: 'POST',
      url: '/api/insert/mercuryListing',
      payload: { listings: [row] },
      headers: { authorization: `Bearer ${TEST_SOURCE_KEYS.ticket_network}` },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const [listing] = await db()
      .select()
      .from(listings)
      .where(eq(listings.externalId, String(ticketGroupId)));
    return listing!.id;
  }
  const mercuryKey = { authorization: `Bearer ${TEST_SOURCE_KEYS.ticket_network}` };
  const holdRow = async (id: number) =>
    (await db().select().from(holds).where(eq(holds.id, id)))[0]!;
  /** Runs `body` while the Mercury fake misbehaves as `failure` says, and heals it after. */
  async function whileMercury(
    failure: 'refuseLocks' | 'refuseRelocks' | 'failReleases' | 'refuseOrders',
    body: () => Promise<void>,
  ) {
    mercury.state[failure] = true;
    try {
      await body();
    } finally {
      mercury.state[failure] = false;
    }
  }
  /** Holds seats of a Mercury listing; answers the hold and the lock Mercury gave it. */
  async function lockedHold(listingId: number, quantity: number, sessionId: string) {
    const held = await postHold(api.app, { listingId, quantity, sessionId });
    expect(held.statusCode, held.body).toBe(201);
    const holdId = held.json().data.id as number;
    return { holdId, lockRequestId: (await holdRow(holdId)).lockRequestId! };
  }

  it('locks at hold, re-locks with the same lockRequestId for a new quantity, and releases', async () => {
    const listingId = await mercuryListing(8101);
    const sessionId = newSession();
    const first = await postHold(api.app, { listingId, quantity: 2, sessionId });
    expect(first.statusCode, first.body).toBe(201);
    const hold = await holdRow(first.json().data.id);
    expect(hold.lockRequestId).toBeTruthy();
    const lock = mercury.state.locks.get(hold.lockRequestId!);
    expect(lock).toMatchObject({ ticketGroupId: '8101', quantity: 2, status: 'locked' });

    const second = await postHold(api.app, { listingId, quantity: 4, sessionId });
    expect([200, 201]).toContain(second.statusCode);
    const rehold = await holdRow(second.json().data.id);
    expect(rehold.lockRequestId).toBe(hold.lockRequestId);
    expect(mercury.state.locks.get(hold.lockRequestId!)!.quantity).toBe(4);
    expect(
      mercury.calls.some((c) => c.method === 'PUT' && c.path.endsWith(hold.lockRequestId!)),
    ).toBe(true);

    const released = await api.app.inject({
      method: 'POST',
      url: '/api/releaseHold',
      payload: { ids: [rehold.id], sessionId },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(mercury.state.locks.get(hold.lockRequestId!)!.status).toBe('released');
    expect((await holdRow(rehold.id)).lockRequestId).toBeNull();
  });

  it('a refused lock answers 409 SEATS_UNAVAILABLE and keeps no hold', async () => {
    const listingId = await mercuryListing(8102);
    await whileMercury('refuseLocks', async () => {
      const refused = await postHold(api.app, { listingId, quantity: 2, sessionId: newSession() });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('SEATS_UNAVAILABLE');
      const [availability] = await listingAvailability(db(), { listingIds: [listingId] });
      expect(availability!.available).toBe(6);
    });
  });

  it('a refused re-lock clears the lock data and frees the seats', async () => {
    const listingId = await mercuryListing(8103);
    const sessionId = newSession();
    const { holdId, lockRequestId } = await lockedHold(listingId, 2, sessionId);
    await whileMercury('refuseRelocks', async () => {
      const refused = await postHold(api.app, { listingId, quantity: 3, sessionId });
      expect(refused.statusCode).toBe(409);
      expect((await holdRow(holdId)).lockRequestId).toBeNull();
      const [availability] = await listingAvailability(db(), { listingIds: [listingId] });
      expect(availability!.available).toBe(6);
      expect(mercury.calls.some((c) => c.method === 'PUT' && c.path.endsWith(lockRequestId))).toBe(
        true,
      );
    });
  });

  it('/unLockMercuryListings needs the ticket_network key, and clears the lock data even when Mercury fails the release', async () => {
    const listingId = await mercuryListing(8104);
    const sessionId = newSession();
    const { holdId, lockRequestId } = await lockedHold(listingId, 2, sessionId);
    await whileMercury('failReleases', async () => {
      const keyless = await api.app.inject({
        method: 'POST',
        url: '/api/unLockMercuryListings',
        payload: { lockRequestId },
      });
      expect(keyless.statusCode, keyless.body).toBe(401);
      expect((await holdRow(holdId)).lockRequestId).toBe(lockRequestId);
      const wrongSource = await api.app.inject({
        method: 'POST',
        url: '/api/unLockMercuryListings',
        payload: { lockRequestId },
        headers: { authorization: `Bearer ${TEST_SOURCE_KEYS.tevo}` },
      });
      expect(wrongSource.statusCode, wrongSource.body).toBe(401);
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/unLockMercuryListings',
        payload: { lockRequestId },
        headers: mercuryKey,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({ released: false, cleared: 1 });
      expect((await holdRow(holdId)).lockRequestId).toBeNull();
    });
    // And with Mercury answering, the lock is released upstream too.
    const { lockRequestId: otherLock } = await lockedHold(listingId, 1, newSession());
    const ok = await api.app.inject({
      method: 'POST',
      url: '/api/unLockMercuryListings',
      payload: { lockRequestId: otherLock },
      headers: mercuryKey,
    });
    expect(ok.json().data).toEqual({ released: true, cleared: 1 });
    expect(mercury.state.locks.get(otherLock)!.status).toBe('released');
  });

  async function pay(holdId: number, sessionId: string, token: string) {
    return api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      payload: {
        holdId,
        sessionId,
        paymentToken: TEST_TOKEN,
        contact: { first_name: 'Sam', last_name: 'Lee', email: 'sam.mercury@example.com' },
      },
    });
  }

  it('paying buys the Mercury lock; a refused order voids the payment and frees the seats', async () => {
    await createBuyer(db(), { email: 'sam.mercury@example.com', password: GOOD_PASSWORD });
    const { accessToken } = await signInAsApiClient(
      api.app,
      'sam.mercury@example.com',
      GOOD_PASSWORD,
    );

    const listingId = await mercuryListing(8105, 1);
    const sessionId = newSession();
    const { holdId, lockRequestId } = await lockedHold(listingId, 2, sessionId);
    const paid = await pay(holdId, sessionId, accessToken);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.responseData).toMatchObject({
      status: 'success',
      paymentResponseCode: 100,
    });
    expect(mercury.state.locks.get(lockRequestId)!.status).toBe('bought');
    expect(mercury.state.orders.some((o) => o.lockRequestId === lockRequestId)).toBe(true);

    const refusedListing = await mercuryListing(8106, 2);
    const session2 = newSession();
    const held2 = await postHold(api.app, {
      listingId: refusedListing,
      quantity: 2,
      sessionId: session2,
    });
    const hold2 = held2.json().data.id as number;
    await whileMercury('refuseOrders', async () => {
      const refused = await pay(hold2, session2, accessToken);
      expect(refused.statusCode, refused.body).toBe(200);
      const data = refused.json().data.responseData;
      expect(data.status).not.toBe('success');
      expect(data.orderId).toBeNull();
    });
    const [availability] = await listingAvailability(db(), { listingIds: [refusedListing] });
    expect(availability!.available).toBe(6);
    expect((await holdRow(hold2)).lockRequestId).toBeNull();
  });
});
