import { events, leagues, performers } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type {
  EventSearchResponse,
  GlobalSearchResponse,
  PerformerSearchResponse,
} from '@reprise/domain/schemas/search';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { installErrorHandling } from '../platform/errors/error-handler';
import { testApiConfig } from '../test-support/build-test-api';
import { SearchIndexStore } from './index-store';
import { bestHits, findHits, prepareQuery, topHits } from './match';
import { searchRoutes } from './routes';

const EVENT_PATH = /^(\/uk)?\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\+\d+$/;
// The search plugin with what registerApi gives it (decorators, compilers, error handling), alone:
// these tests then depend on nothing but search, whatever state the other contexts are in.
async function buildSearchApi(db: TestDatabase, readCache: ReadCache): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const searchIndex = new SearchIndexStore(db.handle.db, '/api/img');
  readCache.subscribe(searchIndex);
  await app.register(
    async (api) => {
      api.decorate('database', db.handle);
      api.decorate('readCache', readCache);
      api.decorate('searchIndex', searchIndex);
      api.decorate('apiConfig', testApiConfig());
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      installErrorHandling(api);
      await api.register(searchRoutes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

const GROUPS = ['genres', 'leagues', 'performers', 'events', 'venues', 'cities'] as const;

describe('search routes', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const readCache = new ReadCache();
  const seededAt = new Date();

  beforeAll(async () => {
    db = await createTestDatabase({ now: seededAt });
    app = await buildSearchApi(db, readCache);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  const search = async (params: string) => {
    const response = await app.inject(`/api/globalSearch?${params}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as GlobalSearchResponse).data;
  };
  const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

  describe('GET /api/globalSearch', () => {
    it('answers every group, each capped at 3 by default and at `limit` up to 10', async () => {
      const data = await search('searchTermName=an');
      expect(Object.keys(data).sort()).toEqual([...GROUPS].sort());
      for (const group of GROUPS) expect(data[group].length).toBeLessThanOrEqual(3);
      expect(data.events).toHaveLength(3);

      const ten = await search('searchTermName=an&limit=10');
      expect(ten.events).toHaveLength(10);
      for (const group of GROUPS) expect(ten[group].length).toBeLessThanOrEqual(10);
    });

    it('lists only upcoming, not cancelled events, soonest first', async () => {
      const [cancelled] = await db.handle.db
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(eq(events.status, 'cancelled'));
      expect(cancelled).toBeDefined();
      const data = await search(`searchTermName=${encodeURIComponent(cancelled!.name)}&limit=10`);
      expect(data.events.length).toBeGreaterThan(0);
      expect(data.events.map((e) => e.id)).not.toContain(cancelled!.id);
      const times = data.events.map((e) => Date.parse(e.date));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const time of times) expect(time).toBeGreaterThan(seededAt.getTime());
    });

    it('finds Manchester (city) and Manchester United despite a typo', async () => {
      const data = await search('searchTermName=manchster');
      expect(names(data.cities)).toContain('Manchester');
      expect(names(data.performers)).toContain('Manchester United');
      expect(data.events.length).toBeGreaterThan(0);
    });

    it('finds Taylor Swift from "taylr" and Beyoncé without the accent, in any case', async () => {
      expect(names((await search('searchTermName=taylr')).performers)[0]).toBe('Taylor Swift');
      for (const text of ['beyonce', 'BEYONCE', 'Beyonc%C3%A9', 'bEyOnC%C3%89']) {
        expect(names((await search(`searchTermName=${text}`)).performers)[0]).toBe('Beyoncé');
      }
    });

    it('matches name prefixes and word prefixes', async () => {
      const man = await search('searchTermName=man');
      expect(names(man.cities)).toContain('Manchester');
      expect(names(man.performers)).toContain('Manchester United');
      const garden = await search('searchTermName=square%20gard');
      expect(names(garden.venues)).toEqual(['Madison Square Garden']);
      expect(names((await search('searchTermName=Old%20Traff')).venues)).toEqual(['Old Trafford']);
    });

    it('ranks the exact name first: Manchester the city, Arsenal the club', async () => {
      expect(names((await search('searchTermName=Manchester')).cities)[0]).toBe('Manchester');
      const arsenal = await search('searchTermName=arsenal');
      expect(names(arsenal.performers)[0]).toBe('Arsenal');
    });

    it('gives every result a link the web app can follow', async () => {
      const data = await search('searchTermName=disney');
      expect(data.performers[0]).toMatchObject({
        name: 'Disney On Ice',
        genre: null,
        url: '/special-events/no-genre-found/disney-on-ice',
      });
      const manchester = await search('searchTermName=manchester&limit=10');
      const city = manchester.cities.find((c) => c.name === 'Manchester')!;
      expect(city.url).toBe(`/cities/manchester+${city.id}`);
      expect(city).toMatchObject({ country: 'uk' });
      expect(manchester.performers[0]).toMatchObject({
        name: 'Manchester United',
        category: 'Sports',
        genre: 'Premier League',
        url: '/sports/epl/manchester-united',
      });
      for (const event of manchester.events) {
        expect(event.url).toMatch(EVENT_PATH);
        expect(event.url.endsWith(`+${event.id}`)).toBe(true);
        expect(event.event_id).toBe(event.id);
        expect(event.address.city).toBeTruthy();
        expect(event.timezone).toMatch(/\//);
      }
      const venue = (await search('searchTermName=old%20trafford')).venues[0]!;
      expect(venue).toMatchObject({ url: '/venue/old-trafford', city: 'Manchester' });
      const pop = await search('searchTermName=pop');
      expect(pop.genres[0]).toMatchObject({
        name: 'Pop',
        category: 2,
        category_name: 'Concerts',
        url: '/concerts/pop',
      });
    });

    it("prefixes links with the visitor's country", async () => {
      const data = await search('searchTermName=old%20trafford&countryCode=uk');
      expect(data.venues[0]!.url).toBe('/uk/venue/old-trafford');
      for (const event of data.events) expect(event.url.startsWith('/uk/')).toBe(true);
      const us = await search('searchTermName=old%20trafford&countryCode=us');
      expect(us.venues[0]!.url).toBe('/venue/old-trafford');
    });

    it('accepts the legacy name `names` and filters by category slug or id', async () => {
      expect(names((await search('names=taylor')).performers)).toContain('Taylor Swift');
      expect((await search('searchTermName=taylor&category=sports')).performers).toEqual([]);
      expect(names((await search('searchTermName=taylor&category=2')).performers)).toContain(
        'Taylor Swift',
      );
      const concerts = await search('searchTermName=an&category=concerts&limit=10');
      for (const event of concerts.events) expect(event.category).toBe('Concerts');
    });

    it('answers no match with every group empty', async () => {
      expect(await search('searchTermName=qqxzj')).toEqual({
        genres: [],
        leagues: [],
        performers: [],
        events: [],
        venues: [],
        cities: [],
      });
    });

    it.each([
      ['searchTermName=x', 'searchTermName', 'searchTermName must have at least 2 characters'],
      ['searchTermName=%20%20%20', 'searchTermName', 'searchTermName must have at least 2'],
      ['searchTermName=%20a%20', 'searchTermName', 'searchTermName must have at least 2'],
      [`searchTermName=${'a'.repeat(101)}`, 'searchTermName', 'at most 100 characters'],
      ['', 'searchTermName', 'searchTermName is required'],
      ['names=x', 'names', 'names must have at least 2 characters'],
      ['searchTermName=ab&limit=0', 'limit', 'limit must be at least 1'],
      ['searchTermName=ab&limit=abc', 'limit', 'limit must be a whole number'],
      ['searchTermName=ab&limit=11', 'limit', 'limit must be at most 10'],
      ['searchTermName=ab&countryCode=zz', 'countryCode', 'countryCode must be a known'],
      ['searchTermName=ab&category=opera', 'category', 'category must be a category slug'],
      ['searchTermName=ab&category=9', 'category', 'category must be a category slug'],
    ])('rejects "%s" with a 400 naming %s', async (params, field, message) => {
      const response = await app.inject(`/api/globalSearch?${params}`);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; field: string; message: string };
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(body.message).toContain(message);
    });

    it('accepts 100 characters, and never answers odd input with a 5xx', async () => {
      expect(
        (await app.inject(`/api/globalSearch?searchTermName=${'a'.repeat(100)}`)).statusCode,
      ).toBe(200);
      const odd = [
        '🎸🎤',
        '%%',
        '%_',
        '\'"',
        "' OR 1=1 --",
        "'; drop table events; --",
        '\\\\',
        '$1::text',
        '<script>alert(1)</script>',
        'a\u0000b',
        'Ω≈ç√∫',
        '﷽﷽',
        'ａｒｓｅｎａｌ',
        'man'.repeat(33),
      ];
      for (const text of odd) {
        for (const path of [
          'globalSearch?searchTermName=',
          'searchPerformer?name=',
          'eventfilterSearch?query=',
        ]) {
          const response = await app.inject(`/api/${path}${encodeURIComponent(text)}`);
          expect(response.statusCode, `${path}${text}`).toBeLessThan(500);
        }
      }
      const fullWidth = await search(`searchTermName=${encodeURIComponent('ａｒｓｅｎａｌ')}`);
      expect(names(fullWidth.performers)[0]).toBe('Arsenal');
      const repeated = await app.inject('/api/globalSearch?searchTermName=ab&searchTermName=cd');
      expect(repeated.statusCode).toBe(400);
    });
  });

  describe('GET /api/searchPerformer', () => {
    it('returns matching performers with their paths, capped', async () => {
      const response = await app.inject('/api/searchPerformer?name=taylr');
      expect(response.statusCode).toBe(200);
      const { data } = response.json() as PerformerSearchResponse;
      expect(data[0]).toMatchObject({ name: 'Taylor Swift', url: '/concerts/pop/taylor-swift' });
      const many = (
        await app.inject('/api/searchPerformer?name=an&limit=2')
      ).json() as PerformerSearchResponse;
      expect(many.data).toHaveLength(2);
    });

    it('rejects a short or missing name with a 400 naming it', async () => {
      for (const url of ['/api/searchPerformer?name=t', '/api/searchPerformer']) {
        const response = await app.inject(url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
      }
    });
  });

  describe('GET /api/eventfilterSearch', () => {
    const page = async (params: string) => {
      const response = await app.inject(`/api/eventfilterSearch?${params}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as EventSearchResponse).data;
    };

    it('pages through matching events with a stable total, 10 per page by default', async () => {
      const first = await page('query=vs');
      expect(first.limit).toBe(10);
      expect(first.page).toBe(1);
      expect(first.events).toHaveLength(10);
      const one = await page('query=vs&limit=4&page=1');
      const two = await page('query=vs&limit=4&page=2');
      expect(one.totalCount).toBe(first.totalCount);
      expect(two.totalCount).toBe(first.totalCount);
      expect(two.page).toBe(2);
      const ids = [...one.events, ...two.events].map((e) => e.id);
      expect(new Set(ids).size).toBe(8);
      expect(ids).toEqual(first.events.slice(0, 8).map((e) => e.id));
      // Every event of this query matches equally well, so the order is soonest first.
      const times = first.events.map((e) => Date.parse(e.date));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const beyond = await page(`query=vs&limit=50&page=${Math.ceil(first.totalCount / 50) + 1}`);
      expect(beyond.events).toEqual([]);
      expect(beyond.totalCount).toBe(first.totalCount);
      const all = await page('query=vs&limit=50');
      expect(all.events.length).toBe(Math.min(50, first.totalCount));
    });

    it('puts better matches first: the name start before a later word', async () => {
      const data = await page('query=liverpool&limit=50');
      const starts = data.events.map((e) => e.name.toLowerCase().startsWith('liverpool'));
      const firstLater = starts.indexOf(false);
      if (firstLater >= 0) expect(starts.slice(firstLater)).not.toContain(true);
      expect(starts[0]).toBe(true);
    });

    it.each([
      ['query=a', 'query'],
      ['', 'query'],
      ['query=ab&page=0', 'page'],
      ['query=ab&page=x', 'page'],
      ['query=ab&limit=51', 'limit'],
      ['query=ab&limit=0', 'limit'],
    ])('rejects "%s" with a 400 naming %s', async (params, field) => {
      const response = await app.inject(`/api/eventfilterSearch?${params}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });
  });

  describe('the early-stopping top-k', () => {
    it('picks exactly what ranking every hit would pick, in every group', async () => {
      const index = await new SearchIndexStore(db.handle.db, '/api/img').current();
      const queries = [
        'ma',
        'man',
        'manchster',
        'an',
        'vs',
        'new y',
        'lo',
        'taylr',
        'sw',
        'ar',
        'liverpol',
        'the',
        'o2',
        'sydney op',
        'la',
        'united',
        'ham',
        'beyonse',
        'co',
        'di on',
      ];
      const now = Date.now();
      const accept = (entry: { startsAt: number }) => entry.startsAt === 0 || entry.startsAt > now;
      for (const text of queries) {
        const query = prepareQuery(index, text);
        for (const group of [
          index.genres,
          index.leagues,
          index.performers,
          index.events,
          index.venues,
          index.cities,
        ] as const) {
          for (const limit of [1, 3, 10]) {
            const expected = topHits(findHits(group as typeof index.events, query, accept), limit);
            const actual = bestHits(group as typeof index.events, query, accept, limit);
            expect(
              actual.map((hit) => hit.entry.result.id),
              `${text} / ${limit}`,
            ).toEqual(expected.map((hit) => hit.entry.result.id));
          }
        }
      }
    });
  });

  describe('index freshness', () => {
    it('picks up new performers and leagues after a performers invalidation, ranked by exactness then popularity', async () => {
      const before = await search('searchTermName=arsenal&limit=10');
      expect(names(before.performers)).toEqual(['Arsenal']);

      await db.handle.db.insert(performers).values([
        { name: 'The Arsenal Fans', slug: 't-arsenal-fans', categoryId: 5, popularity: 100 },
        { name: 'Arsenal Legends', slug: 't-arsenal-legends', categoryId: 5, popularity: 10 },
        { name: 'Arsnal Kids Choir', slug: 't-arsnal-kids', categoryId: 5, popularity: 100 },
        { name: 'Arsenal Tribute Band', slug: 't-arsenal-tribute', categoryId: 5, popularity: 100 },
      ]);
      await db.handle.db
        .insert(leagues)
        .values({
          id: 9_001,
          name: 'Premier League',
          slug: 't-premier-league',
          genreId: 101,
          categoryId: 1,
          region: 'uk',
        })
        .onConflictDoNothing();
      // Cached until told (or until the periodic freshness check notices).
      expect(names((await search('searchTermName=arsenal&limit=10')).performers)).toEqual([
        'Arsenal',
      ]);

      readCache.invalidate('performers');
      const after = await search('searchTermName=arsenal&limit=10');
      expect(names(after.performers)).toEqual([
        'Arsenal',
        'Arsenal Tribute Band',
        'Arsenal Legends',
        'The Arsenal Fans',
        'Arsnal Kids Choir',
      ]);
      expect(after.performers[4]!.url).toBe('/special-events/no-genre-found/t-arsnal-kids');
      const premier = await search('searchTermName=premier');
      expect(names(premier.leagues)).toContain('Premier League');
      expect(premier.leagues[0]!.url).toBe('/sports/epl');
      expect(names(premier.genres)).toContain('Premier League');
    });
  });
});
