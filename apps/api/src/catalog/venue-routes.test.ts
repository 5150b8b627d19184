import { cities, venues } from '@reprise/db/schema/place';
import { describe, expect, it } from 'vitest';
import { injectJson } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

interface Venue {
  id: number;
  name: string;
  slug: string;
  path: string;
  city: { id: number; countryCode: string };
  upcomingEventCount: number;
}
interface VenuePage {
  data: Venue[];
  total: number;
  page: number;
  limit: number;
}

describe('venue routes', () => {
  const api = useTestApi();
  const json = <T>(url: string, status = 200) => injectJson<T>(api.app, url, status);

  it('GET /event/venue/list lists venues with upcoming events, by country and city, paged', async () => {
    const all = await json<VenuePage>('/api/event/venue/list?limit=100');
    expect(all.data.length).toBeGreaterThan(0);
    for (const v of all.data) {
      expect(v.upcomingEventCount).toBeGreaterThan(0);
      expect(v.path).toBe(`/venue/${v.slug}`);
    }
    const uk = await json<VenuePage>('/api/event/venue/list?countryCode=uk&limit=100');
    expect(uk.data.length).toBeGreaterThan(0);
    for (const v of uk.data) expect(v.city.countryCode).toBe('uk');
    const gb = await json<VenuePage>('/api/event/venue/list?countryCode=GB&limit=100');
    expect(gb.total).toBe(uk.total);
    const cityId = uk.data[0]!.city.id;
    const city = await json<VenuePage>(`/api/event/venue/list?cityId=${cityId}`);
    for (const v of city.data) expect(v.city.id).toBe(cityId);

    const first = await json<VenuePage>('/api/event/venue/list?limit=2&page=1');
    const second = await json<VenuePage>('/api/event/venue/list?limit=2&page=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: all.total });
    expect(second.data.map((v) => v.id)).not.toContain(first.data[0]!.id);
    expect(await json('/api/event/venue/list?page=0', 400)).toMatchObject({
      field: 'page',
      message: 'page must be at least 1',
    });
    expect(await json('/api/event/venue/list?cityId=abc', 400)).toMatchObject({ field: 'cityId' });
  });

  it('GET /getVenueList pages every venue and searches by name, ignoring case and accents', async () => {
    const all = await json<VenuePage>('/api/getVenueList?limit=100');
    const [venueCount] = await api.db.handle.db.$count(venues).then((n) => [n]);
    expect(all.total).toBe(venueCount);
    const msg = await json<VenuePage>('/api/getVenueList?search=madison');
    expect(msg.data.map((v) => v.name)).toContain('Madison Square Garden');
    for (const v of msg.data) expect(v.name.toLowerCase()).toContain('madison');
    const opera = await json<VenuePage>('/api/getVenueList?search=OPÉRA');
    expect(opera.data.map((v) => v.name)).toContain('Sydney Opera House');
    expect((await json<VenuePage>('/api/getVenueList?search=%25')).data).toEqual([]);
    expect(await json('/api/getVenueList?limit=101', 400)).toMatchObject({
      field: 'limit',
      message: 'limit must be at most 100',
    });
    const [city] = await api.db.handle.db.select().from(cities).limit(1);
    expect(city).toBeDefined();
  });

  it('GET /getVenueList?slug= finds exactly one venue by its slug, whatever its punctuation', async () => {
    const [row] = await api.db.handle.db
      .insert(venues)
      .values({
        name: "St. James' Park",
        slug: 'st-james-park',
        cityId: 1,
        timezone: 'Europe/London',
      })
      .returning({ id: venues.id });
    const one = await json<VenuePage>('/api/getVenueList?slug=st-james-park');
    expect(one.data.map((v) => [v.id, v.name])).toEqual([[row!.id, "St. James' Park"]]);
    expect((await json<VenuePage>('/api/getVenueList?slug=no-such-venue')).data).toEqual([]);
  });

  it('never answers 5xx to odd input', async () => {
    for (const url of [
      `/api/getVenueList?search=${'x'.repeat(500)}`,
      '/api/getVenueList?page=1.5',
      '/api/event/venue/list?countryCode=%00',
      '/api/performer?slug=%27%3B%20drop%20table%20events',
      '/api/getGenre?slug=sports&genre_name=%F0%9F%98%80',
    ]) {
      const response = await api.app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
