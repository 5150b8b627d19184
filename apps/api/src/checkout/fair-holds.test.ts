// Fair holds on an on-sale day (ADR 0017): one script cannot hold an event's tickets, a buyer
// holds at most 12 seats of an event, a client past its allowance solves a challenge (once per
// solution), and a hold that ran out cools down before the same client holds the listing again.
import { holds } from '@reprise/db/schema/holds';
import {
  ANONYMOUS_HOLDS_BEFORE_CHALLENGE,
  DEVICE_COOKIE,
  MAX_SEATS_HELD_PER_BUYER,
} from '@reprise/domain/checkout/fair-holds';
import { MAX_TICKET_QUANTITY } from '@reprise/domain/constants';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import {
  activeHoldQuantities,
  endHoldAgo,
  eventWithListings,
  newSession,
  postHoldFrom,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';

const MINUTE = 60_000;

/** The event of the attack: 114 tickets over ten listings. */
const ONSALE = [
  ...Array.from({ length: 9 }, (_, i) => ({
    section: `F${i}`,
    quantity: 12,
    priceMinor: 9_000,
    currency: 'GBP',
  })),
  { section: 'F9', quantity: 6, priceMinor: 9_000, currency: 'GBP' },
];

async function solvedPayload(app: FastifyInstance, address: string): Promise<string> {
  const answer = await app.inject({ url: '/api/holdChallenge', remoteAddress: address });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const challenge = answer.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function deviceCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  return `${DEVICE_COOKIE}=${cookie!.value}`;
}

describe('fair holds', () => {
  const api = useTestApi();

  it('31 fresh sessions from one address cannot hold the event: the rest of the fans still can', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(db, ONSALE, 5);
    const attacker = '203.0.113.7';
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => {
        const listing = i % ONSALE.length;
        return postHoldFrom(api.app, attacker, {
          listingId: ids[listing],
          quantity: Math.min(MAX_TICKET_QUANTITY, ONSALE[listing]!.quantity),
          sessionId: newSession(),
        });
      }),
    );
    const held = answers.filter((answer) => answer.statusCode === 201);
    expect(held.length).toBeLessThanOrEqual(ANONYMOUS_HOLDS_BEFORE_CHALLENGE);
    // Refused: asked for the challenge, or (a listing the attack already holds) sold out.
    const codes = new Set(
      answers.filter((a) => a.statusCode !== 201).map((a) => a.json().code as string),
    );
    expect(codes).toContain('CHALLENGE_REQUIRED');
    for (const code of codes) expect(['CHALLENGE_REQUIRED', 'SEATS_UNAVAILABLE']).toContain(code);
    const availability = await listingAvailability(db, { listingIds: ids });
    const seatsHeld = availability.reduce((sum, row) => sum + row.held, 0);
    expect(seatsHeld).toBeLessThanOrEqual(ANONYMOUS_HOLDS_BEFORE_CHALLENGE * MAX_TICKET_QUANTITY);
    expect(availability.reduce((sum, row) => sum + row.available, 0)).toBeGreaterThanOrEqual(
      114 - ANONYMOUS_HOLDS_BEFORE_CHALLENGE * MAX_TICKET_QUANTITY,
    );

    // Another fan, elsewhere, still gets tickets of every listing the attack went for.
    const free = availability.find((row) => row.available >= 2)!;
    const fan = await postHoldFrom(api.app, '198.51.100.20', {
      listingId: free.listingId,
      quantity: 2,
      sessionId: newSession(),
    });
    expect(fan.statusCode).toBe(201);
  });

  it('a signed-in buyer holds at most 12 seats of an event over two tabs, and is never challenged', async () => {
    const db = api.db.handle.db;
    const { ids, eventId } = await eventWithListings(db, ONSALE.slice(0, 4), 6);
    const email = `cap-${newSession().slice(0, 8)}@example.com`;
    const buyer = await createBuyer(db, { email, password: GOOD_PASSWORD });
    const tokens = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const address = '203.0.113.40';
    for (const [i, listingId] of ids.entries()) {
      const answer = await postHoldFrom(
        api.app,
        address,
        { listingId, quantity: MAX_SEATS_HELD_PER_BUYER, sessionId: newSession() },
        auth,
      );
      expect(answer.statusCode, `tab ${i}`).toBe(201);
    }
    const active = await activeHoldQuantities(db, buyer.id, eventId);
    expect(active.reduce((sum, hold) => sum + hold.quantity, 0)).toBe(MAX_SEATS_HELD_PER_BUYER);
  });

  it('past the allowance a client solves a challenge; a solution holds once, a replay is refused', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(db, ONSALE.slice(0, 5), 7);
    const address = '203.0.113.80';
    // One seat of `listingId` for a fresh session of this address, with `challenge` when given.
    const holdOne = (listingId: number | undefined, challenge?: string) =>
      postHoldFrom(api.app, address, {
        listingId,
        quantity: 1,
        sessionId: newSession(),
        challenge,
      });
    const first = await holdOne(ids[0]);
    expect(first.statusCode).toBe(201);
    const device = { cookie: deviceCookie(first) };
    for (let i = 1; i < ANONYMOUS_HOLDS_BEFORE_CHALLENGE; i++) {
      const next = await postHoldFrom(
        api.app,
        address,
        { listingId: ids[i], quantity: 1, sessionId: newSession() },
        device,
      );
      expect(next.statusCode).toBe(201);
    }
    // The same device from another address (a phone changing networks) counts too.
    const moved = await postHoldFrom(
      api.app,
      '198.51.100.81',
      { listingId: ids[3], quantity: 1, sessionId: newSession() },
      device,
    );
    expect(moved.statusCode).toBe(403);
    // Another fan behind the same address is asked to solve the challenge, never refused outright.
    const asked = await holdOne(ids[3]);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    expect(asked.json().message).toMatch(/confirm you're a person/);

    const payload = await solvedPayload(api.app, address);
    const solved = await holdOne(ids[3], payload);
    expect(solved.statusCode).toBe(201);
    const replayed = await holdOne(ids[4], payload);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: 'CHALLENGE_INVALID', field: 'challenge' });

    // A solution not signed by us, or with its difficulty lowered, is refused before the database.
    const decoded = JSON.parse(
      Buffer.from(await solvedPayload(api.app, address), 'base64').toString(),
    );
    decoded.challenge.parameters.keyPrefix = '0';
    for (const challenge of [
      'not-a-solution',
      Buffer.from(JSON.stringify(decoded)).toString('base64'),
    ]) {
      const forged = await holdOne(ids[4], challenge);
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
    }
  });

  it('a session, device or buyer whose hold ran out waits before holding that listing again', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(db, ONSALE.slice(0, 2), 8);
    const address = '203.0.113.120';
    const sessionId = newSession();
    const first = await postHoldFrom(api.app, address, {
      listingId: ids[0],
      quantity: 2,
      sessionId,
    });
    expect(first.statusCode).toBe(201);
    const device = { cookie: deviceCookie(first) };
    const holdId = first.json().data.id as number;
    // Its clock ran out a second ago.
    await endHoldAgo(db, holdId, 1_000);

    const again = await postHoldFrom(api.app, address, {
      listingId: ids[0],
      quantity: 2,
      sessionId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'HOLD_COOLDOWN' });
    expect(again.json().message).toMatch(/hold them again in 2 minutes/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(120);
    // A new tab on the same device waits too; another listing does not.
    const newTab = await postHoldFrom(
      api.app,
      address,
      { listingId: ids[0], quantity: 2, sessionId: newSession() },
      device,
    );
    expect(newTab.json()).toMatchObject({ code: 'HOLD_COOLDOWN' });
    const other = await postHoldFrom(
      api.app,
      address,
      { listingId: ids[1], quantity: 2, sessionId },
      device,
    );
    expect(other.statusCode).toBe(201);
    // The seats went to the next fan.
    const nextFan = await postHoldFrom(api.app, '198.51.100.121', {
      listingId: ids[0],
      quantity: 2,
      sessionId: newSession(),
    });
    expect(nextFan.statusCode).toBe(201);

    // Once the cooldown is over the first fan may hold them again.
    await endHoldAgo(db, holdId, 3 * MINUTE);
    const later = await postHoldFrom(api.app, address, {
      listingId: ids[0],
      quantity: 2,
      sessionId,
    });
    expect(later.statusCode).toBe(201);
  });

  it('a fan who let go early, well before the end, may hold the listing again at once', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(db, ONSALE.slice(0, 1), 9);
    const sessionId = newSession();
    const first = await postHoldFrom(api.app, '203.0.113.130', {
      listingId: ids[0],
      quantity: 1,
      sessionId,
    });
    const holdId = first.json().data.id as number;
    await db
      .update(holds)
      .set({
        releasedAt: new Date(Date.now() - 5 * MINUTE),
        expiresAt: new Date(Date.now() - 1_000),
      })
      .where(eq(holds.id, holdId));
    const again = await postHoldFrom(api.app, '203.0.113.130', {
      listingId: ids[0],
      quantity: 1,
      sessionId,
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('fair holds for an allow-listed load generator', () => {
  const generator = '192.0.2.10';
  const api = useTestApi(undefined, { rateLimits: { allowList: [generator] } });

  it('skips the anonymous allowance and the cooldown', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(db, ONSALE.slice(0, 6), 10);
    for (const listingId of ids) {
      const answer = await postHoldFrom(api.app, generator, {
        listingId,
        quantity: 1,
        sessionId: newSession(),
      });
      expect(answer.statusCode).toBe(201);
    }
    const sessionId = newSession();
    const held = await postHoldFrom(api.app, generator, {
      listingId: ids[0],
      quantity: 1,
      sessionId,
    });
    await endHoldAgo(db, held.json().data.id, 1_000);
    const again = await postHoldFrom(api.app, generator, {
      listingId: ids[0],
      quantity: 1,
      sessionId,
    });
    expect(again.statusCode).toBe(201);
    // Anyone else is still counted.
    const stranger = '203.0.113.140';
    const answers = await Promise.all(
      ids.map((listingId) =>
        postHoldFrom(api.app, stranger, { listingId, quantity: 1, sessionId: newSession() }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(
      ANONYMOUS_HOLDS_BEFORE_CHALLENGE,
    );
  });
});
