// Round trips of an on-sale's checkout behind the waiting room: a status poll, a hold and a
// payment of an admitted fan. Each statement waits for a pooled connection behind thousands of
// polling fans, so these counts are the on-sale's latency budget; a change that adds a statement
// to this path should be a deliberate one.
import { randomUUID } from 'node:crypto';
import { waitingRoomFans } from '@reprise/db/schema/waiting-room';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import {
  eventWithListings,
  newSession,
  TEST_CONTACT,
  TEST_TOKEN,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { countStatements } from '../test-support/statement-counter';
import { useTestApi } from '../test-support/use-test-api';
import { Fan, openTestRoom, TEST_OPERATOR_KEY, TestClock } from '../test-support/waiting-room-fans';
import { tickRoom } from './admission-ticker';
import { roomTag } from './room-lookup';

const clock = new TestClock();
const LISTING = { section: 'C', quantity: 20, priceMinor: 4_000, currency: 'GBP' };

describe('statements of a checkout behind the waiting room', () => {
  // The API's own read cache, so the test can drop this copy's queue snapshot.
  const readCache = new ReadCache();
  const api = useTestApi(undefined, () => ({
    operatorApiKey: TEST_OPERATOR_KEY,
    now: () => clock.now(),
    readCache,
  }));

  it('holds, pays and polls in a counted number of round trips', async () => {
    const db = api.db.handle.db;
    const { eventId, ids } = await eventWithListings(db, [LISTING], 0);
    await openTestRoom(api.app, eventId, clock.later(1_000), 10);
    const [fan, other] = [new Fan(api.app), new Fan(api.app)];
    await fan.status(eventId);
    await other.status(eventId);
    clock.advance(2_000);
    await tickRoom(db, eventId, clock.now());
    expect((await fan.status(eventId)).state).toBe('admitted');
    expect((await other.status(eventId)).state).toBe('admitted');
    const email = `count-${randomUUID().slice(0, 8)}@example.com`;
    await createBuyer(db, { email, password: GOOD_PASSWORD });
    const tokens = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
    const hold = (who: Fan, sessionId: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/holds',
        headers: who.header(),
        payload: { listingId: ids[0], quantity: 1, sessionId },
      });
    // Another fan's hold first: a running copy has the display data (rates, the event) cached.
    expect((await hold(other, newSession())).statusCode).toBe(201);

    const sessionId = newSession();
    let holdId = 0;
    // The admission (read and bound) and take_hold.
    const holdStatements = await countStatements(api.db.handle, async () => {
      const response = await hold(fan, sessionId);
      expect(response.statusCode).toBe(201);
      holdId = response.json().data.id;
    });
    // The admission and the buyer's session (side by side), the key's claim with the payment's
    // facts in one statement, the provider's authorization and its audit entry, the order in one
    // statement (place_order); after the answer, the provider's capture, its audit entry and the
    // order marked captured, and the confirmation mail's reads of the order and its event.
    const paymentStatements = await countStatements(api.db.handle, async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/setpaymentProcess',
        headers: {
          ...fan.header(),
          authorization: `Bearer ${tokens.accessToken}`,
          'idempotency-key': randomUUID(),
        },
        payload: { holdId, sessionId, paymentToken: TEST_TOKEN, contact: TEST_CONTACT },
      });
      expect(response.json().data.responseData).toMatchObject({ status: 'success' });
      await api.app.backgroundWork.idle();
    });

    // A long queue: a waiting fan's poll is answered from the copy's snapshot of it, which
    // costs the room and its waiting fans once a second.
    await db.insert(waitingRoomFans).values(
      Array.from({ length: 1_500 }, (_, i) => ({
        eventId,
        fanId: randomUUID(),
        rank: 2 + i,
        arrivedAt: clock.now(),
      })),
    );
    const waiting = new Fan(api.app);
    await waiting.status(eventId);
    readCache.invalidateHere(roomTag(eventId));
    const snapshotStatements = await countStatements(api.db.handle, () => waiting.status(eventId));
    const pollStatements = await countStatements(api.db.handle, async () => {
      const status = await waiting.status(eventId);
      expect(status.state).toBe('waiting');
      expect(status.queueLength).toBeGreaterThan(1_000);
    });

    expect({ holdStatements, paymentStatements, snapshotStatements, pollStatements }).toEqual({
      holdStatements: 2,
      paymentStatements: 11,
      snapshotStatements: 2,
      pollStatements: 0,
    });
  });
});
