import { listings } from '@reprise/db/schema/listings';
import { waitingRoomFans } from '@reprise/db/schema/waiting-room';
import { ADMISSION_MS } from '@reprise/domain/waiting-room/waiting-room-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../test-support/build-test-api';
import { eventWithListings } from '../test-support/checkout/checkout-fixtures';
import {
  Fan,
  openTestRoom,
  operator,
  TestClock,
  useRoomTestApi,
} from '../test-support/waiting-room-fans';
import { tickRoom } from './admission-ticker';
import { verifyQueueToken } from './room-tokens';
import { refillAndTake } from './token-bucket';

// The test moves this clock; the API (and its background ticks) read it.
const clock = new TestClock();
const LISTING = {
  section: 'A',
  quantity: 40,
  priceMinor: 5_000,
  feesMinor: 500,
  taxRateBp: 1000,
  currency: 'GBP',
};

describe('waiting room: queue order, shared bucket, closing by itself', () => {
  const api = useRoomTestApi(clock);

  // The API's own ticks run on the same clock, so a test ticks and then reads what the room did
  // (whichever tick took the tokens, the total is the same).
  async function tickAndRead(eventId: number) {
    await tickRoom(api.db.handle.db, eventId, clock.now());
    const response = await api.app.inject({
      url: `/api/waiting-room/events/${eventId}`,
      headers: operator,
    });
    return response.json().data as {
      status: string;
      admitted: number;
      closedReason: string | null;
    };
  }

  it('turns on only for the operator, with a valid opening and rate', async () => {
    const { eventId } = await eventWithListings(api.db.handle.db, [LISTING], 0);
    const url = `/api/waiting-room/events/${eventId}`;
    const body = { opensAt: clock.later(60_000).toISOString(), admitPerSecond: 5 };
    const anonymous = await api.app.inject({ method: 'PUT', url, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await api.app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { authorization: 'Bearer not-the-operator-key-at-all-0123456789' },
    });
    expect(wrong.statusCode).toBe(403);
    const badRate = await api.app.inject({
      method: 'PUT',
      url,
      headers: operator,
      payload: { ...body, admitPerSecond: 0 },
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'admitPerSecond' });
    const badDate = await api.app.inject({
      method: 'PUT',
      url,
      headers: operator,
      payload: { ...body, opensAt: 'soon' },
    });
    expect(badDate.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'opensAt' });
    const unknown = await api.app.inject({
      method: 'PUT',
      url: '/api/waiting-room/events/2147483000',
      headers: operator,
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    const never = await api.app.inject({
      url: '/api/waiting-room/events/2147483000',
      headers: operator,
    });
    expect(never.json()).toMatchObject({ code: 'WAITING_ROOM_NOT_FOUND' });

    const on = await api.app.inject({ method: 'PUT', url, headers: operator, payload: body });
    expect(on.json().data).toMatchObject({ status: 'on', admitPerSecond: 5, waiting: 0 });
    const off = await api.app.inject({ method: 'DELETE', url, headers: operator });
    expect(off.json().data).toMatchObject({ status: 'closed', closedReason: 'operator' });
    expect((await new Fan(api.app).status(eventId)).state).toBe('off');
  });

  it('draws random places before the opening, serves arrival order after, and admits in that order at the set rate', async () => {
    const db = api.db.handle.db;
    const { eventId } = await eventWithListings(db, [LISTING], 1);
    const opensAt = clock.later(30_000);
    await openTestRoom(api.app, eventId, opensAt, 2);

    const early = Array.from({ length: 8 }, () => new Fan(api.app));
    const before = [];
    for (const fan of early) before.push(await fan.status(eventId));
    for (const status of before) {
      expect(status.state).toBe('waiting');
      // Still before the opening: the wait counts the time to it.
      expect(status.estimatedWaitSeconds).toBeGreaterThanOrEqual(30);
    }
    // The token is signed and names the fan and the event.
    const token = await verifyQueueToken(early[0]!.cookies.reprise_queue!, TEST_SESSION_SECRET);
    expect(token).toMatchObject({ evt: eventId });
    // Each early fan's place, asked again now everyone is in: a permutation of 1..8.
    const places = await Promise.all(
      early.map(async (fan) => (await fan.status(eventId)).position),
    );
    expect([...places].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Random, not arrival order: over 8 fans the identity order has odds 1 in 40,320.
    expect(places).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Nothing is admitted before the opening, however long the wait.
    clock.advance(29_000);
    expect((await tickAndRead(eventId)).admitted).toBe(0);

    clock.advance(1_000);
    const late = [new Fan(api.app), new Fan(api.app)];
    expect((await late[0]!.status(eventId)).position).toBe(9);
    clock.advance(10);
    expect((await late[1]!.status(eventId)).position).toBe(10);

    // 2 a second: one second after the opening, the two best places; then one per half second.
    clock.advance(1_000);
    await tickAndRead(eventId);
    expect((await tickAndRead(eventId)).admitted).toBe(2);
    clock.advance(500);
    expect((await tickAndRead(eventId)).admitted).toBe(3);
    // A quiet spell never becomes a burst: the bucket holds one second of admissions.
    clock.advance(60_000);
    expect((await tickAndRead(eventId)).admitted).toBe(5);

    const admittedOrder = await db
      .select({ fanId: waitingRoomFans.fanId, rank: waitingRoomFans.rank })
      .from(waitingRoomFans)
      .where(eq(waitingRoomFans.eventId, eventId));
    const admitted = new Set(
      (await db.select().from(waitingRoomFans).where(eq(waitingRoomFans.eventId, eventId)))
        .filter((row) => row.admittedAt)
        .map((row) => row.fanId),
    );
    const byRank = [...admittedOrder].sort((a, b) => a.rank - b.rank).map((row) => row.fanId);
    // Exactly the five best places were admitted.
    expect(byRank.slice(0, 5).every((id) => admitted.has(id))).toBe(true);
    expect(byRank.slice(5).some((id) => admitted.has(id))).toBe(false);
    const statuses = await Promise.all(early.map((fan) => fan.status(eventId)));
    const admittedFan = statuses.find((status) => status.state === 'admitted')!;
    expect(Date.parse(admittedFan.admittedUntil!) - clock.now().getTime()).toBeLessThanOrEqual(
      ADMISSION_MS,
    );
    // The late fans are behind every early fan still waiting.
    const stillEarly = statuses.filter((status) => status.state === 'waiting').length;
    expect((await late[0]!.status(eventId)).position).toBe(stillEarly + 1);
  });

  it('places fans in a long queue from a snapshot of its ranks, as the exact count would', async () => {
    const db = api.db.handle.db;
    const { eventId } = await eventWithListings(db, [LISTING], 4);
    await openTestRoom(api.app, eventId, clock.later(60_000), 5);
    await db.insert(waitingRoomFans).values(
      Array.from({ length: 1_500 }, (_, i) => ({
        eventId,
        fanId: crypto.randomUUID(),
        rank: (i + 0.5) / 1_500,
        arrivedAt: clock.now(),
      })),
    );
    const fan = new Fan(api.app);
    const status = await fan.status(eventId);
    const [row] = await db
      .select({ rank: waitingRoomFans.rank })
      .from(waitingRoomFans)
      .where(
        eq(
          waitingRoomFans.fanId,
          (await verifyQueueToken(fan.cookies.reprise_queue!, TEST_SESSION_SECRET))!.sub,
        ),
      );
    const ahead = Math.round(row!.rank * 1_500);
    expect(status.position).toBe(ahead + 1);
    expect(status.queueLength).toBeGreaterThanOrEqual(1_500);
  });

  it('never moves the refill time back for a copy whose clock reading is older', () => {
    // Copy B refilled at t = 2000; copy A read t = 1500 before it got the room's lock.
    const late = refillAndTake({ tokens: 0.5, refilledAt: 2_000 }, 20, 1_500, 100);
    expect(late).toEqual({ taken: 0, tokens: 0.5, refilledAt: 2_000 });
    // The next tick at t = 2100 refills 100 ms once: 0.5 + 2 = 2.5 tokens, 2 taken.
    const next = refillAndTake(late, 20, 2_100, 100);
    expect(next.taken).toBe(2);
  });

  it('refills and takes whole tokens, never more than a second of them', () => {
    expect(refillAndTake({ tokens: 0, refilledAt: 0 }, 20, 250, 100)).toMatchObject({
      taken: 5,
      tokens: 0,
    });
    expect(refillAndTake({ tokens: 0.5, refilledAt: 0 }, 2, 250, 100)).toMatchObject({
      taken: 1,
      tokens: 0,
    });
    expect(refillAndTake({ tokens: 0, refilledAt: 0 }, 20, 60_000, 100).taken).toBe(20);
    expect(refillAndTake({ tokens: 0, refilledAt: 0 }, 20, 1_000, 3)).toMatchObject({
      taken: 3,
      tokens: 17,
    });
  });

  it('closes by itself once the queue drained and admissions ran out, or the event sold out', async () => {
    const db = api.db.handle.db;
    const drained = await eventWithListings(db, [LISTING], 2);
    await openTestRoom(api.app, drained.eventId, clock.later(1_000), 10);
    const fan = new Fan(api.app);
    await fan.status(drained.eventId);
    clock.advance(2_000);
    expect((await tickAndRead(drained.eventId)).admitted).toBe(1);
    // Admitted but still choosing seats: the room stays on for them.
    clock.advance(1_000);
    expect((await tickAndRead(drained.eventId)).status).toBe('on');
    clock.advance(ADMISSION_MS);
    expect(await tickAndRead(drained.eventId)).toMatchObject({
      status: 'closed',
      closedReason: 'drained',
    });
    expect((await fan.status(drained.eventId)).state).toBe('off');
    // The room's cookies go with it: the fan's pages are shared again.
    expect(fan.cookies.reprise_queue).toBeUndefined();

    const soldOut = await eventWithListings(db, [LISTING], 3);
    await openTestRoom(api.app, soldOut.eventId, clock.later(1_000), 10);
    await new Fan(api.app).status(soldOut.eventId);
    await new Fan(api.app).status(soldOut.eventId);
    clock.advance(2_000);
    expect((await tickAndRead(soldOut.eventId)).status).toBe('on');
    await db
      .update(listings)
      .set({ status: 'sold_out' })
      .where(eq(listings.eventId, soldOut.eventId));
    expect(await tickAndRead(soldOut.eventId)).toMatchObject({
      status: 'closed',
      closedReason: 'sold_out',
    });
  });
});
