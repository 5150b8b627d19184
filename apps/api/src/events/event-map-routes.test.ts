import { events } from '@reprise/db/schema/catalog';
import { eventMaps, seatMaps } from '@reprise/db/schema/event-maps';
import { auditLog } from '@reprise/db/schema/guarantee';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eventListingsResponseSchema } from '@reprise/domain/schemas/event-listings';
import { eventMapDataSchema, MAP_MAX_SECTIONS } from '@reprise/domain/schemas/event-map';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_ZONE_MAP } from '../test-support/alerts/listing-push';
import { buildTestApi } from '../test-support/build-test-api';
import { setEventListings } from '../test-support/listings/test-fixtures';

const KEY = 'operator-key-for-tests-0123456789abcdef';

// The two-zone plan with every kind of shape (path, rect with a label, polygon) and a feature.
const MAP = {
  width: TWO_ZONE_MAP.width,
  height: TWO_ZONE_MAP.height,
  zones: TWO_ZONE_MAP.zones,
  sections: [
    {
      id: 'l1',
      name: 'Lower 1',
      zoneId: 'lower',
      shape: { type: 'path', d: 'M10 10 L100 10 L100 80 Z' },
    },
    {
      id: 'c1',
      name: 'Club 1',
      zoneId: 'club',
      shape: { type: 'rect', x: 150, y: 20, width: 60, height: 40 },
      label: { x: 180, y: 40 },
    },
    {
      id: 'c2',
      name: 'Club 2',
      zoneId: 'club',
      shape: {
        type: 'polygon',
        points: [
          [220, 20],
          [280, 20],
          [250, 70],
        ],
      },
    },
  ],
  features: [{ label: 'Pitch', shape: { type: 'rect', x: 100, y: 150, width: 200, height: 100 } }],
};

describe('POST /updateEventMap', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let closed: FastifyInstance;
  let eventId: number;
  const update = (payload: unknown, key: string | null = KEY, on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/updateEventMap',
      payload: payload as Record<string, unknown>,
      headers: key === null ? {} : { authorization: `Bearer ${key}` },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    const [event] = await db.handle.db
      .select({ id: events.id })
      .from(events)
      .leftJoin(eventMaps, eq(eventMaps.eventId, events.id))
      .where(and(gt(events.startsAt, new Date()), isNull(eventMaps.eventId)))
      .limit(1);
    eventId = event!.id;
    await setEventListings(db.handle.db, eventId, [
      { section: 'Lower 1', quantity: 2, priceMinor: 5_000, currency: 'GBP' },
      { section: 'Club 1', quantity: 2, priceMinor: 9_000, currency: 'GBP' },
      { section: 'Club 1', quantity: 2, priceMinor: 11_000, currency: 'GBP' },
    ]);
    app = await buildTestApi(db.handle, { operatorApiKey: KEY });
    closed = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await closed.close();
    await db.dispose();
  });

  it('answers 404 as if absent when no operator key is configured, whatever is posted', async () => {
    for (const payload of [{ eventId, mapData: MAP }, { nonsense: true }]) {
      const response = await update(payload, KEY, closed);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('refuses callers without the operator key: 401 without one, 403 with another', async () => {
    const none = await update({ eventId, mapData: MAP }, null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await update({ eventId, mapData: MAP }, `${KEY}x`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await db.handle.db.$count(eventMaps, eq(eventMaps.eventId, eventId))).toBe(0);
  });

  it('stores the map; the event page answer draws it and places listings in its sections', async () => {
    const before = eventListingsResponseSchema.parse(
      (await app.inject(`/api/event/listings?eventId=${eventId}`)).json(),
    ).data;
    expect(before.map).toBeNull();

    const response = await update({ eventId, mapData: MAP });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { eventId, sections: 3 } });
    const audit = await db.handle.db.select().from(auditLog).where(eq(auditLog.eventId, eventId));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'operator',
        action: 'event.seat_map_updated',
        detail: expect.objectContaining({ sections: 3 }),
      }),
    ]);

    // The cached answer was dropped with the write: the next read has the map.
    const after = eventListingsResponseSchema.parse(
      (await app.inject(`/api/event/listings?eventId=${eventId}`)).json(),
    ).data;
    expect(after.map?.sections.map((s) => s.id)).toEqual(['l1', 'c1', 'c2']);
    const club = after.sections.find((s) => s.id === 'c1')!;
    expect(club).toMatchObject({
      name: 'Club 1',
      zone: { id: 'club', name: 'Club' },
      listingCount: 2,
      minAllIn: 9_000,
      maxAllIn: 11_000,
    });
    expect(after.listings.find((l) => l.section === 'Lower 1')).toMatchObject({
      sectionId: 'l1',
      zone: { id: 'lower', name: 'Lower Tier' },
    });
    const filtered = eventListingsResponseSchema.parse(
      (await app.inject(`/api/event/listings?eventId=${eventId}&section=c1`)).json(),
    ).data;
    expect(filtered.listings.map((l) => l.section)).toEqual(['Club 1', 'Club 1']);
    const byZone = eventListingsResponseSchema.parse(
      (await app.inject(`/api/event/listings?eventId=${eventId}&zone=lower`)).json(),
    ).data;
    expect(byZone.listings.map((l) => l.section)).toEqual(['Lower 1']);
  });

  it('stores one drawing once, however many events use it, and accepts it as form JSON text', async () => {
    const [other] = await db.handle.db
      .select({ id: events.id })
      .from(events)
      .where(gt(events.id, eventId))
      .limit(1);
    const form = await app.inject({
      method: 'POST',
      url: '/api/updateEventMap',
      headers: {
        authorization: `Bearer ${KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        eventId: String(other!.id),
        mapData: JSON.stringify(MAP),
      }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    const links = await db.handle.db
      .select({ seatMapId: eventMaps.seatMapId })
      .from(eventMaps)
      .where(eq(eventMaps.eventId, other!.id));
    const [mine] = await db.handle.db
      .select({ seatMapId: eventMaps.seatMapId })
      .from(eventMaps)
      .where(eq(eventMaps.eventId, eventId));
    expect(links[0]!.seatMapId).toBe(mine!.seatMapId);
  });

  it.each([
    [{ mapData: MAP }, 'eventId'],
    [{ eventId: 'abc', mapData: MAP }, 'eventId'],
    [{ eventId: 1 }, 'mapData'],
    [{ eventId: 1, mapData: '{not json' }, 'mapData'],
    [{ eventId: 1, mapData: [] }, 'mapData'],
    [{ eventId: 1, mapData: { ...MAP, width: 0 } }, 'mapData.width'],
    [{ eventId: 1, mapData: { ...MAP, sections: [] } }, 'mapData.sections'],
    [
      {
        eventId: 1,
        mapData: {
          ...MAP,
          sections: [{ ...MAP.sections[0], shape: { type: 'path', d: 'M0 0"/><script>' } }],
        },
      },
      'mapData.sections.0.shape.d',
    ],
    [
      {
        eventId: 1,
        mapData: { ...MAP, sections: [{ ...MAP.sections[0], shape: { type: 'circle' } }] },
      },
      'mapData.sections.0.shape.type',
    ],
    [
      { eventId: 1, mapData: { ...MAP, sections: [{ ...MAP.sections[0], zoneId: 'nowhere' }] } },
      'mapData.sections.0.zoneId',
    ],
    [
      { eventId: 1, mapData: { ...MAP, sections: [MAP.sections[0], MAP.sections[0]] } },
      'mapData.sections.1.id',
    ],
    [
      {
        eventId: 1,
        mapData: {
          ...MAP,
          sections: Array.from({ length: MAP_MAX_SECTIONS + 1 }, (_, i) => ({
            id: `s${i}`,
            name: `S ${i}`,
            shape: { type: 'rect', x: 0, y: 0, width: 1, height: 1 },
          })),
        },
      },
      'mapData.sections',
    ],
  ] as const)('refuses bad input %# with a 400 naming the field', async (payload, field) => {
    const response = await update(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('answers an unknown event with 404 EVENT_NOT_FOUND', async () => {
    const response = await update({ eventId: 987_654, mapData: MAP });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', field: 'eventId' });
  });

  it('every seeded map passes the schema, and some events are left without one', async () => {
    const maps = await db.handle.db.select({ mapData: seatMaps.mapData }).from(seatMaps);
    expect(maps.length).toBeGreaterThan(3);
    for (const { mapData } of maps) {
      const parsed = eventMapDataSchema.safeParse(mapData);
      expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    }
    const withMap = await db.handle.db.$count(eventMaps);
    const all = await db.handle.db.$count(events);
    expect(withMap).toBeGreaterThan(all / 2);
    expect(withMap).toBeLessThan(all);
  });
});
