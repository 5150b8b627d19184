import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../test-support/build-test-api';
import {
  eventWithListings,
  newSession,
  TEST_CONTACT,
  TEST_TOKEN,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { Fan, openTestRoom, TestClock, useRoomTestApi } from '../test-support/waiting-room-fans';
import { tickRoom } from './admission-ticker';
import { signAdmission, verifyAdmission } from './room-tokens';

const clock = new TestClock();
const LISTING = {
  section: 'B',
  quantity: 20,
  priceMinor: 4_000,
  feesMinor: 400,
  taxRateBp: 1000,
  currency: 'GBP',
};

describe('waiting room admissions on holds and payment', () => {
  const api = useRoomTestApi(clock);

  const hold = (fan: Fan | null, listingId: number, sessionId: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: fan?.header() ?? {},
      payload: { listingId, quantity: 2, sessionId },
    });

  /** An event whose room opened with `fans` fans in it, all admitted. */
  async function admittedFans(nth: number, count: number, rate = 100) {
    const db = api.db.handle.db;
    const { eventId, ids } = await eventWithListings(db, [LISTING], nth);
    await openTestRoom(api.app, eventId, clock.later(1_000), rate);
    const fans = Array.from({ length: count }, () => new Fan(api.app));
    for (const fan of fans) await fan.status(eventId);
    clock.advance(2_000);
    await tickRoom(db, eventId, clock.now());
    for (const fan of fans) expect((await fan.status(eventId)).state).toBe('admitted');
    return { eventId, listingId: ids[0]!, fans };
  }

  it('refuses a hold without an admission, and lets other events hold as usual', async () => {
    const db = api.db.handle.db;
    const { eventId, ids } = await eventWithListings(db, [LISTING], 0);
    await openTestRoom(api.app, eventId, clock.later(60_000), 10);
    const stranger = await hold(null, ids[0]!, newSession());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'ADMISSION_REQUIRED' });
    expect(stranger.json().message).toMatch(/waiting room/);
    // Waiting in the queue is not an admission either.
    const waiting = new Fan(api.app);
    expect((await waiting.status(eventId)).state).toBe('waiting');
    expect((await hold(waiting, ids[0]!, newSession())).json()).toMatchObject({
      code: 'ADMISSION_REQUIRED',
    });
    const pass = await api.app.inject({
      url: `/api/waiting-room/events/${eventId}/pass`,
      headers: waiting.header(),
    });
    expect(pass.json().data.state).toBe('waiting');
    expect(pass.headers['cache-control']).toBe('private, no-store');

    const other = await eventWithListings(db, [LISTING], 1);
    expect((await hold(null, other.ids[0]!, newSession())).statusCode).toBe(201);
    const otherPass = await api.app.inject({
      url: `/api/waiting-room/events/${other.eventId}/pass`,
    });
    expect(otherPass.json().data.state).toBe('off');
    expect(otherPass.headers['cache-control']).toBe('public, max-age=5');
  });

  it('refuses a forged admission, and one for another event', async () => {
    const { eventId, listingId, fans } = await admittedFans(2, 1);
    const fan = fans[0]!;
    const real = await verifyAdmission(
      fan.cookies.reprise_admission!,
      TEST_SESSION_SECRET,
      clock.now(),
    );
    expect(real).toMatchObject({ evt: eventId });

    const forger = new Fan(api.app);
    forger.cookies.reprise_queue = fan.cookies.reprise_queue!;
    forger.cookies.reprise_admission = await signAdmission(
      real!,
      'a-different-secret-of-at-least-32-characters',
      clock.now(),
    );
    const forged = await hold(forger, listingId, newSession());
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'ADMISSION_INVALID' });

    // Signed with our key but a jti the room never gave out.
    forger.cookies.reprise_admission = await signAdmission(
      { ...real!, jti: randomUUID() },
      TEST_SESSION_SECRET,
      clock.now(),
    );
    expect((await hold(forger, listingId, newSession())).json()).toMatchObject({
      code: 'ADMISSION_INVALID',
    });

    const elsewhere = await admittedFans(3, 1);
    const wrongEvent = await hold(fan, elsewhere.listingId, newSession());
    expect(wrongEvent.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
  });

  it('binds an admission to one browser and one checkout, and ends it with the order', async () => {
    const { listingId, fans } = await admittedFans(4, 2);
    const [fan, neighbour] = fans as [Fan, Fan];
    const sessionId = newSession();
    const first = await hold(fan, listingId, sessionId);
    expect(first.statusCode).toBe(201);
    const holdId = first.json().data.id as number;

    // Copied into another browser (its own queue token): refused.
    const copy = new Fan(api.app);
    copy.cookies.reprise_queue = neighbour.cookies.reprise_queue!;
    copy.cookies.reprise_admission = fan.cookies.reprise_admission!;
    const copied = await hold(copy, listingId, newSession());
    expect(copied.statusCode).toBe(403);
    expect(copied.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
    // Replayed whole (both cookies) from a second checkout: refused too.
    const replayed = await hold(fan, listingId, newSession());
    expect(replayed.json()).toMatchObject({ code: 'ADMISSION_INVALID' });

    const email = `fan-${randomUUID().slice(0, 8)}@example.com`;
    await createBuyer(api.db.handle.db, { email, password: GOOD_PASSWORD });
    const tokens = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
    const pay = (who: Fan | null, body: Record<string, unknown>, key = randomUUID()) =>
      api.app.inject({
        method: 'POST',
        url: '/api/setpaymentProcess',
        headers: {
          ...(who?.header() ?? {}),
          authorization: `Bearer ${tokens.accessToken}`,
          'idempotency-key': key,
        },
        payload: { paymentToken: TEST_TOKEN, contact: TEST_CONTACT, ...body },
      });
    const key = randomUUID();
    const noAdmission = await pay(null, { holdId, sessionId }, key);
    expect(noAdmission.json()).toMatchObject({ code: 'ADMISSION_REQUIRED' });
    // Refused before anything was decided, so its key is not spent: the same key pays once the
    // admission comes with it.
    const paid = await pay(fan, { holdId, sessionId }, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.responseData).toMatchObject({ status: 'success' });

    // Used: the same checkout cannot hold again on it.
    const again = await hold(fan, listingId, sessionId);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
    expect(again.json().message).toMatch(/already been used/);
  });

  it('ends an admission after a hold-length, sending the fan to the back of the queue', async () => {
    const { eventId, listingId, fans } = await admittedFans(5, 1, 1);
    const fan = fans[0]!;
    // Keep the room on: at one a second, three later fans cannot all be let in at once.
    for (let i = 0; i < 3; i++) await new Fan(api.app).status(eventId);
    clock.advance(10 * 60_000 + 1_000);
    const late = await hold(fan, listingId, newSession());
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
    expect((await fan.status(eventId)).state).toBe('waiting');
  });
});
