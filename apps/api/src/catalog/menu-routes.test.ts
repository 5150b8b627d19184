import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { MEGA_MENU_CATEGORIES, MEGA_MENU_PERFORMER_COLUMNS } from '@reprise/domain/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import { injectJson, postRaw } from '../test-support/inject-expect';

interface Ref {
  id: number;
  name: string;
  slug: string;
}
interface Performer {
  name: string;
  slug: string;
  category: Ref;
  genre: Ref | null;
  popularity: number;
}
interface MenuPerformer {
  name: string;
  slug: string;
  path: string;
}

describe('genre, menu and sitemap routes', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const json = <T>(url: string, status = 200) => injectJson<T>(app, url, status);
  const post = (url: string, payload: string | object) =>
    app.inject({
      method: 'POST',
      url,
      ...(typeof payload === 'string'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload }
        : { payload }),
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('POST /genre/list by form or JSON gives the genres of a category', async () => {
    const form = await post('/api/genre/list', 'category=concerts');
    expect(form.statusCode).toBe(200);
    const { data } = form.json() as { data: { slug: string; category: string; path: string }[] };
    expect(data.map((g) => g.slug)).toEqual(['alternative-rock', 'country', 'pop', 'rock', 'rb']);
    for (const genre of data) {
      expect(genre.category).toBe('concerts');
      expect(genre.path).toBe(`/concerts/${genre.slug}`);
    }
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/genre/list',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="category"\r\n\r\nconcerts\r\n--xyz--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual(form.json());
    const broken = await postRaw(
      app,
      '/api/genre/list',
      'multipart/form-data; boundary=xyz',
      'garbage',
    );
    expect(broken.statusCode).toBe(400);
    const jsonBody = await post('/api/genre/list', { category: '2' });
    expect(jsonBody.json()).toEqual(form.json());
    const all = await post('/api/genre/list', {});
    expect((all.json() as { data: unknown[] }).data.length).toBeGreaterThan(data.length);
    const empty = await app.inject({ method: 'POST', url: '/api/genre/list' });
    expect(empty.statusCode).toBe(200);
    const unknown = await post('/api/genre/list', 'category=knitting');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'category' });
    const get = await json<{ data: unknown[] }>('/api/genre/list?category=theatre');
    expect(get.data.length).toBe(6);
  });

  it('GET /getPerformersByCategory groups performers by genre', async () => {
    const { data } = await json<{
      data: { category: Ref; groups: { genre: Ref | null; performers: Performer[] }[] };
    }>('/api/getPerformersByCategory?slug=sports&countryCode=uk&displayWidth=1200');
    expect(data.category.slug).toBe('sports');
    expect(data.groups.length).toBeGreaterThan(0);
    for (const group of data.groups) {
      for (const p of group.performers) expect(p.genre?.id).toBe(group.genre?.id);
    }
    const epl = data.groups.find((g) => g.genre?.slug === 'epl');
    expect(epl?.performers.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['manchester-united', 'arsenal', 'liverpool']),
    );

    const byName = await json<{
      data: { groups: { genre: Ref | null; performers: Performer[] }[] };
    }>(
      '/api/getPerformersByCategory?category_name=Sports&genre_name=Premier%20League&performer_name=arsenal&displayWidth=400',
    );
    expect(byName.data.groups).toHaveLength(1);
    const only = byName.data.groups[0]!;
    expect(only.genre?.slug).toBe('epl');
    expect(only.performers.length).toBeLessThanOrEqual(4);
    expect(only.performers.map((p) => p.slug)).not.toContain('arsenal');

    const others = await json<{ data: { groups: { genre: Ref | null }[] } }>(
      '/api/getPerformersByCategory?slug=sports&genre_name=epl&otherGenre=1',
    );
    expect(others.data.groups.map((g) => g.genre?.slug)).not.toContain('epl');

    // Special Events has no genres: its performers come as one group without a genre.
    const special = await json<{
      data: { groups: { genre: Ref | null; performers: Performer[] }[] };
    }>('/api/getPerformersByCategory?slug=special-events');
    expect(special.data.groups[0]?.genre).toBeNull();
    expect(special.data.groups[0]?.performers.map((p) => p.slug)).toContain('disney-on-ice');
  });

  it('GET /getPerformersByCategory rejects bad input with the field named', async () => {
    expect(await json('/api/getPerformersByCategory', 400)).toMatchObject({ field: 'slug' });
    expect(await json('/api/getPerformersByCategory?slug=nope', 404)).toMatchObject({
      code: 'NOT_FOUND',
      field: 'slug',
    });
    expect(
      await json('/api/getPerformersByCategory?slug=sports&genre_name=opera', 404),
    ).toMatchObject({
      field: 'genre_name',
    });
    expect(
      await json('/api/getPerformersByCategory?slug=sports&displayWidth=wide', 400),
    ).toMatchObject({
      field: 'displayWidth',
    });
    expect(
      await json('/api/getPerformersByCategory?slug=sports&otherGenre=maybe', 400),
    ).toMatchObject({
      field: 'otherGenre',
    });
  });

  it('GET /getGenre gives the genre, its performers and the mega-menu in 5 columns', async () => {
    const { data } = await json<{
      data: {
        category: Ref;
        genre: Ref | null;
        performers: Performer[];
        megaMenu?: { category: Ref; genres: { genre: Ref; columns: MenuPerformer[][] }[] }[];
        hamburger?: unknown;
      };
    }>('/api/getGenre?slug=concerts&genre_name=pop&isMobile=0');
    expect(data.genre?.slug).toBe('pop');
    expect(data.performers.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['taylor-swift', 'beyonce']),
    );
    for (const p of data.performers) expect(p.genre?.slug).toBe('pop');
    expect(data.hamburger).toBeUndefined();
    expect(data.megaMenu).toHaveLength(MEGA_MENU_CATEGORIES);
    for (const category of data.megaMenu!) {
      for (const genre of category.genres) {
        expect(genre.columns).toHaveLength(MEGA_MENU_PERFORMER_COLUMNS);
      }
    }
    const pop = data
      .megaMenu!.find((c) => c.category.slug === 'concerts')!
      .genres.find((g) => g.genre.slug === 'pop')!;
    expect(pop.columns.flat().map((p) => p.slug)).toContain('taylor-swift');
  });

  it('GET /getGenre with isMobile=1 gives the flatter hamburger menu', async () => {
    const { data } = await json<{
      data: {
        megaMenu?: unknown;
        hamburger?: { category: Ref; genres: { genre: Ref; performers: MenuPerformer[] }[] }[];
      };
    }>('/api/getGenre?slug=sports&isMobile=1');
    expect(data.megaMenu).toBeUndefined();
    const sports = data.hamburger!.find((c) => c.category.slug === 'sports')!;
    const epl = sports.genres.find((g) => g.genre.slug === 'epl')!;
    expect(epl.performers.map((p) => p.path)).toContain('/sports/epl/arsenal');
    expect(await json('/api/getGenre?slug=sports&isMobile=2', 400)).toMatchObject({
      field: 'isMobile',
      message: 'isMobile must be 0 or 1',
    });
  });

  it('GET /getsitemapgenredetails lists categories → genres → performers', async () => {
    const { data } = await json<{
      data: {
        category: Ref;
        genres: { genre: Ref | null; path: string; performers: MenuPerformer[] }[];
      }[];
    }>('/api/getsitemapgenredetails');
    expect(data.map((c) => c.category.slug)).toEqual([
      'sports',
      'concerts',
      'theatre',
      'festivals',
      'special-events',
    ]);
    const musical = data[2]!.genres.find((g) => g.genre?.slug === 'musical')!;
    expect(musical.path).toBe('/sitemap/theatre/musical');
    expect(musical.performers.map((p) => p.slug)).toContain('hamilton');
    const special = data[4]!.genres.find((g) => g.genre === null)!;
    expect(special.path).toBe('/sitemap/special-events/no-genre-found');
    expect(special.performers.map((p) => p.path)).toContain(
      '/special-events/no-genre-found/disney-on-ice',
    );
  });

  it('POST /getsitemapperformerdetails lists the performers of one genre', async () => {
    const form = await post(
      '/api/getsitemapperformerdetails',
      'category=festivals&genre=music-festivals',
    );
    expect(form.statusCode).toBe(200);
    const { data } = form.json() as { data: { genre: Ref; performers: MenuPerformer[] } };
    expect(data.genre.slug).toBe('music-festivals');
    expect(data.performers.map((p) => p.slug)).toContain('coachella');
    const names = data.performers.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const noGenre = await post('/api/getsitemapperformerdetails', {
      category: 'special-events',
      genre: 'no-genre-found',
    });
    expect(
      (noGenre.json() as { data: { performers: MenuPerformer[] } }).data.performers.map(
        (p) => p.slug,
      ),
    ).toContain('disney-on-ice');
    const missing = await post('/api/getsitemapperformerdetails', { category: 'sports' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'genre' });
    const unknown = await post('/api/getsitemapperformerdetails', {
      category: 'sports',
      genre: 'pop',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'genre' });
  });
});
