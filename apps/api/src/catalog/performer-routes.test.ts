import { eventPerformers, events, performers } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import { injectJson } from '../test-support/inject-expect';

interface PerformerCard {
  id: number;
  name: string;
  slug: string;
  popularity: number;
  imageUrl: string | null;
  category: { slug: string };
  genre: { slug: string } | null;
  path: string;
}
interface EventSummary {
  id: number;
  startsAt: string;
  status: string;
  performer: { id: number };
}

describe('performer routes', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const json = <T>(url: string, status = 200) => injectJson<T>(app, url, status);

  beforeAll(async () => {
    db = await createTestDatabase();
    // A stored image, as the generator writes it, must come back on the CDN base.
    await db.handle.db
      .update(performers)
      .set({ imageUrl: 'storage://performers/taylor-swift.svg' })
      .where(eq(performers.slug, 'taylor-swift'));
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('GET /performer by slug returns the performer and its upcoming events, soonest first', async () => {
    const { data } = await json<{ data: { performer: PerformerCard; events: EventSummary[] } }>(
      '/api/performer?slug=taylor-swift',
    );
    expect(data.performer).toMatchObject({
      name: 'Taylor Swift',
      slug: 'taylor-swift',
      category: { slug: 'concerts' },
      genre: { slug: 'pop' },
      imageUrl: '/api/img/performers/taylor-swift.svg',
      path: '/concerts/pop/taylor-swift',
    });
    expect(data.events.length).toBeGreaterThan(0);
    const times = data.events.map((e) => Date.parse(e.startsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const event of data.events) {
      expect(event.status).not.toBe('cancelled');
      expect(Date.parse(event.startsAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const byId = await json<{ data: { performer: PerformerCard } }>(
      `/api/performer?id=${data.performer.id}`,
    );
    expect(byId.data.performer.slug).toBe('taylor-swift');
  });

  it('GET /performer answers 404 NOT_FOUND for unknown performers and 400 without slug or id', async () => {
    expect(await json('/api/performer?slug=nobody-at-all', 404)).toMatchObject({
      code: 'NOT_FOUND',
      field: 'slug',
    });
    expect(await json('/api/performer?id=999999', 404)).toMatchObject({
      code: 'NOT_FOUND',
      field: 'id',
    });
    expect(await json('/api/performer', 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'slug',
    });
    expect(await json('/api/performer?id=abc', 400)).toMatchObject({ field: 'id' });
    expect(await json('/api/performer?slug=taylor-swift&limit=0', 400)).toMatchObject({
      field: 'limit',
      message: 'limit must be at least 1',
    });
  });

  it('GET /performerName gives the breadcrumb name and title', async () => {
    const { data } = await json<{ data: { name: string; title: string; path: string } }>(
      '/api/performerName?slug=manchester-united',
    );
    expect(data).toMatchObject({
      name: 'Manchester United',
      title: 'Manchester United Tickets',
      path: '/sports/epl/manchester-united',
    });
    expect(await json('/api/performerName?slug=ghost', 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await json('/api/performerName', 400)).toMatchObject({ field: 'slug' });
  });

  it('GET /getTrendingPerformer orders by popularity and honours category and limit', async () => {
    const all = await json<{ data: PerformerCard[] }>('/api/getTrendingPerformer?limit=10');
    expect(all.data).toHaveLength(10);
    const popularity = all.data.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const sports = await json<{ data: PerformerCard[] }>(
      '/api/getTrendingPerformer?category=sports&limit=5',
    );
    expect(sports.data.length).toBeGreaterThan(0);
    for (const p of sports.data) expect(p.category.slug).toBe('sports');
    const byId = await json<{ data: PerformerCard[] }>(
      '/api/getTrendingPerformer?category=1&limit=5',
    );
    expect(byId.data).toEqual(sports.data);
    expect(await json('/api/getTrendingPerformer?category=curling', 404)).toMatchObject({
      code: 'NOT_FOUND',
      field: 'category',
    });
    expect(await json('/api/getTrendingPerformer?limit=51', 400)).toMatchObject({
      field: 'limit',
    });
  });

  it('GET /matchUpSectionData gives home and away with their next events', async () => {
    const db_ = db.handle.db;
    const [united] = await db_
      .select()
      .from(performers)
      .where(eq(performers.slug, 'manchester-united'));
    const [arsenal] = await db_.select().from(performers).where(eq(performers.slug, 'arsenal'));
    const [match] = await db_
      .select()
      .from(events)
      .where(
        and(
          eq(events.performerId, united!.id),
          gt(events.startsAt, new Date()),
          eq(events.status, 'scheduled'),
        ),
      )
      .limit(1);
    await db_.delete(eventPerformers).where(eq(eventPerformers.eventId, match!.id));
    await db_.insert(eventPerformers).values([
      { eventId: match!.id, performerId: united!.id, role: 'home' },
      { eventId: match!.id, performerId: arsenal!.id, role: 'away' },
    ]);
    const { data } = await json<{
      data: {
        event: { id: number };
        home: { performer: PerformerCard; nextEvents: EventSummary[] };
        away: { performer: PerformerCard; nextEvents: EventSummary[] } | null;
      };
    }>(`/api/matchUpSectionData?eventId=${match!.id}`);
    expect(data.event.id).toBe(match!.id);
    expect(data.home.performer.slug).toBe('manchester-united');
    expect(data.away?.performer.slug).toBe('arsenal');
    expect(data.home.nextEvents.length).toBeLessThanOrEqual(3);
    for (const side of [data.home, data.away!]) {
      for (const e of side.nextEvents) expect(e.id).not.toBe(match!.id);
    }
    expect(await json('/api/matchUpSectionData?eventId=999999', 404)).toMatchObject({
      code: 'EVENT_NOT_FOUND',
    });
    expect(await json('/api/matchUpSectionData?eventId=x', 400)).toMatchObject({
      field: 'eventId',
    });
  });

  it('sends ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await app.inject('/api/getTrendingPerformer?limit=3');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      url: '/api/getTrendingPerformer?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
