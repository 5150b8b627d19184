import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { ingestResponseSchema, type SourceName } from '@reprise/domain/schemas/sources';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import {
  eventWithListings,
  newSession,
  postHold,
} from '../test-support/checkout/checkout-fixtures';
import {
  automatiqRow,
  mercuryRow,
  myticketsRow,
  TEST_SOURCE_KEYS,
  testSourcesConfig,
  tevoRow,
} from '../test-support/sources/source-test-support';
import { useTestApi } from '../test-support/use-test-api';

const PATHS: Record<SourceName, string> = {
  tevo: '/api/insert/tevolisting',
  automatiq: '/api/insert/automatiqlisting',
  ticket_network: '/api/insert/mercuryListing',
  mytickets: '/api/insert/myticketslisting',
};

function push(
  app: FastifyInstance,
  source: SourceName,
  payload: Record<string, unknown>,
  key = TEST_SOURCE_KEYS[source],
) {
  return app.inject({
    method: 'POST',
    url: PATHS[source],
    payload,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
}

async function pushed(app: FastifyInstance, source: SourceName, payload: Record<string, unknown>) {
  const response = await push(app, source, payload);
  expect(response.statusCode, response.body).toBe(200);
  return ingestResponseSchema.parse(response.json()).data;
}

describe('source ingest (/insert/*)', () => {
  const api = useTestApi(undefined, { sources: testSourcesConfig() });
  const db = () => api.db.handle.db;

  it("refuses a missing or wrong key with 401, and another source's key too", async () => {
    const { eventId } = await eventWithListings(db(), []);
    const body = { listings: [tevoRow(eventId, 1)] };
    expect((await push(api.app, 'tevo', body, '')).statusCode).toBe(401);
    expect((await push(api.app, 'tevo', body, 'wrong-key-0123456789')).statusCode).toBe(401);
    const other = await push(api.app, 'tevo', body, TEST_SOURCE_KEYS.automatiq);
    expect(other.statusCode).toBe(401);
    expect(other.body).toContain('UNAUTHENTICATED');
  });

  it.each([
    ['tevo', (e: number) => [tevoRow(e, 101), tevoRow(e, 102)]],
    ['ticket_network', (e: number) => [mercuryRow(e, 201), mercuryRow(e, 202)]],
    ['automatiq', (e: number) => [automatiqRow(e, 'AQ-301'), automatiqRow(e, 'AQ-302')]],
    ['mytickets', (e: number) => [myticketsRow(e, 'MT-401'), myticketsRow(e, 'MT-402')]],
  ] as const)(
    '%s: lands a first batch, and the same batch again changes nothing',
    async (source, rows) => {
      const { eventId } = await eventWithListings(db(), []);
      const first = await pushed(api.app, source, { listings: rows(eventId) });
      expect(first).toMatchObject({
        source,
        received: 2,
        added: 2,
        updated: 0,
        unchanged: 0,
        withdrawn: 0,
        rejected: [],
      });
      const stored = await db().select().from(listings).where(eq(listings.eventId, eventId));
      expect(stored).toHaveLength(2);
      expect(stored.every((row) => row.status === 'active')).toBe(true);

      const again = await pushed(api.app, source, { listings: rows(eventId), complete: true });
      expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, withdrawn: 0 });
      const after = await db().select().from(listings).where(eq(listings.eventId, eventId));
      expect(after.map((r) => [r.id, r.updatedAt.getTime(), r.priceMinor])).toEqual(
        stored.map((r) => [r.id, r.updatedAt.getTime(), r.priceMinor]),
      );
    },
  );

  it('rejects bad rows with their index and reason while the good rows land', async () => {
    const { eventId } = await eventWithListings(db(), []);
    const summary = await pushed(api.app, 'tevo', {
      listings: [
        tevoRow(eventId, 501),
        { ...tevoRow(eventId, 502), retail_price: 'free' },
        { ...tevoRow(eventId, 503), format: 'Carrier pigeon' },
        tevoRow(999_999, 504),
        tevoRow(eventId, 501),
        tevoRow(eventId, 505),
      ],
    });
    expect(summary.added).toBe(2);
    expect(summary.rejected.map((r) => [r.index, r.externalId])).toEqual([
      [1, '502'],
      [2, '503'],
      [3, '504'],
      [4, '501'],
    ]);
    expect(summary.rejected[0]!.reason).toMatch(/^retail_price: /);
    expect(summary.rejected[1]!.reason).toMatch(/^format: must be one of/);
    expect(summary.rejected[2]!.reason).toBe('event: there is no Reprise event 999999');
    expect(summary.rejected[3]!.reason).toMatch(/already listed at index 0/);
  });

  it('rejects only the row that is not an object, has a control character, nests too deep or names an id past int4', async () => {
    const { eventId } = await eventWithListings(db(), []);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { deep };
    const summary = await pushed(api.app, 'tevo', {
      listings: [
        tevoRow(eventId, 601),
        null,
        'a row',
        { ...tevoRow(eventId, 602), public_notes: 'Clear\u0000view' },
        { ...tevoRow(eventId, 603), extra: deep },
        tevoRow(2_147_483_648, 604),
        tevoRow(eventId, 605),
      ],
    });
    expect(summary.added).toBe(2);
    expect(summary.rejected.map((r) => [r.index, r.externalId])).toEqual([
      [1, null],
      [2, null],
      [3, '602'],
      [4, '603'],
      [5, '604'],
    ]);
    expect(summary.rejected[0]!.reason).toMatch(/must be an object/);
    expect(summary.rejected[2]!.reason).toMatch(
      /^public_notes: must not contain control characters/,
    );
    expect(summary.rejected[3]!.reason).toMatch(/nested too deeply/);
    expect(summary.rejected[4]!.reason).toMatch(/^event_id: /);
  });

  it('refuses an eventIds entry past int4 with a 400 naming it', async () => {
    const { eventId } = await eventWithListings(db(), []);
    const response = await push(api.app, 'tevo', {
      listings: [tevoRow(eventId, 611)],
      complete: true,
      eventIds: [eventId, 2_147_483_648],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('eventIds');
  });

  it('applies a price change to new holds and the page, while a held price is honoured', async () => {
    const { eventId } = await eventWithListings(db(), []);
    await pushed(api.app, 'tevo', { listings: [tevoRow(eventId, 601, '100.00')] });
    const [listing] = await db().select().from(listings).where(eq(listings.externalId, '601'));
    const page = async () =>
      (await api.app.inject(`/api/event/listings?eventId=${eventId}&toCurrencyCode=USD`)).json();
    expect(JSON.stringify(await page())).toContain('100');

    const sessionId = newSession();
    const held = await postHold(api.app, { listingId: listing!.id, quantity: 2, sessionId });
    expect(held.statusCode, held.body).toBe(201);
    const heldPrice = held.json().data.quote.unitPriceMinor as number;
    expect(heldPrice).toBeGreaterThan(0);

    const changed = await pushed(api.app, 'tevo', { listings: [tevoRow(eventId, 601, '150.00')] });
    expect(changed).toMatchObject({ updated: 1, added: 0 });
    const [after] = await db().select().from(listings).where(eq(listings.id, listing!.id));
    expect(after!.priceMinor).toBe(15_000);
    // The read cache of the event was invalidated: the page shows the new price at once.
    const listed = (await page()).data.listings as { id: number; price?: unknown }[];
    expect(JSON.stringify(listed)).toContain('150');

    const [hold] = await db().select().from(holds).where(eq(holds.sessionId, sessionId));
    // Snapshotted at hold time (100.00 USD; the quote converts it), unchanged by the new price.
    expect(hold!.unitPriceMinor).toBe(10_000);
    const view = await api.app.inject(`/api/holds/${hold!.id}?sessionId=${sessionId}`);
    expect(view.json().data.quote.unitPriceMinor).toBe(heldPrice);
    // A new hold sees the new price: 1.5 times the old one, in the same currency.
    const fresh = await postHold(api.app, {
      listingId: listing!.id,
      quantity: 2,
      sessionId: newSession(),
    });
    expect(fresh.json().data.quote.unitPriceMinor).toBe(heldPrice * 1.5);
  });

  it('withdraws a listing that vanished from a complete batch, but its held seats stay held', async () => {
    const { eventId } = await eventWithListings(db(), []);
    await pushed(api.app, 'ticket_network', {
      listings: [mercuryRow(eventId, 701), mercuryRow(eventId, 702)],
    });
    const [gone] = await db().select().from(listings).where(eq(listings.externalId, '702'));
    const sessionId = newSession();
    const held = await postHold(api.app, { listingId: gone!.id, quantity: 2, sessionId });
    expect(held.statusCode, held.body).toBe(201);
    const holdId = held.json().data.id as number;

    // A partial batch withdraws nothing; a complete one withdraws what it no longer names.
    expect(
      await pushed(api.app, 'ticket_network', { listings: [mercuryRow(eventId, 701)] }),
    ).toMatchObject({ withdrawn: 0 });
    const complete = await pushed(api.app, 'ticket_network', {
      listings: [mercuryRow(eventId, 701)],
      complete: true,
    });
    expect(complete).toMatchObject({ withdrawn: 1, unchanged: 1 });
    const [withdrawn] = await db().select().from(listings).where(eq(listings.id, gone!.id));
    expect(withdrawn!.status).toBe('withdrawn');

    const view = await api.app.inject(`/api/holds/${holdId}?sessionId=${sessionId}`);
    expect(view.json().data.status).toBe('active');
    const [stillHeld] = await db()
      .select()
      .from(holds)
      .where(and(eq(holds.id, holdId)));
    expect(stillHeld!.releasedAt).toBeNull();
    // Nobody new can hold it.
    const [availability] = await listingAvailability(db(), { listingIds: [gone!.id] });
    expect(availability!.available).toBe(0);
    const other = await postHold(api.app, {
      listingId: gone!.id,
      quantity: 2,
      sessionId: newSession(),
    });
    expect(other.statusCode).toBe(409);

    // An event named in eventIds with no rows left loses all its listings of that source.
    const emptied = await pushed(api.app, 'ticket_network', {
      listings: [],
      complete: true,
      eventIds: [eventId],
    });
    expect(emptied.withdrawn).toBe(1);
  });
});
