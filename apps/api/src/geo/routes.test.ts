import { describe, expect, it } from 'vitest';
import { expectBadField, expectBadQueries, expectNotFound } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('geo routes', () => {
  const api = useTestApi();

  describe('getCountryCode', () => {
    it('answers the fixed country ids by GET and by form POST; gb reads as uk', async () => {
      const ids: Record<string, number> = { us: 233, uk: 232, gb: 232, UK: 232, au: 14, nz: 158 };
      for (const [code, countryId] of Object.entries(ids)) {
        const get = await api.app.inject(`/api/getCountryCode?countryCode=${code}`);
        expect(get.json(), code).toEqual({ countryId });
      }
      const post = await api.app.inject({
        method: 'POST',
        url: '/api/getCountryCode',
        headers: FORM,
        payload: 'countryCode=nz',
      });
      expect(post.json()).toEqual({ countryId: 158 });
    });

    it('answers countryId 0 for invalid codes and the no-country value', async () => {
      for (const code of ['zz', 'noc', 'xx1']) {
        const response = await api.app.inject(`/api/getCountryCode?countryCode=${code}`);
        expect(response.statusCode).toBe(200);
        expect(response.json(), code).toEqual({ countryId: 0 });
      }
    });

    it('rejects a missing or overlong code naming countryCode', async () => {
      // PostgreSQL would refuse a NUL byte; it must be a 400, never a 500.
      await expectBadQueries(api.app, '/api/getCountryCode', {
        countryCode: ['', '?countryCode=', `?countryCode=${'a'.repeat(11)}`, '?countryCode=u%00'],
      });
      expectBadField(
        await api.app.inject({ method: 'POST', url: '/api/getCountryCode' }),
        'countryCode',
      );
    });
  });

  describe('GET /getLocation', () => {
    const lookup = async (query: string) => {
      const response = await api.app.inject(`/api/getLocation${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as { items: { address: { countryCode: string } }[] }).items[0]
        ?.address.countryCode;
    };

    it('maps a GB address to uk and a US address to us', async () => {
      expect(await lookup('?ip=81.2.69.142')).toBe('uk');
      expect(await lookup('?ip=8.8.8.8')).toBe('us');
      expect(await lookup('?ip=1.1.1.1')).not.toBe('');
    });

    it('answers noc for loopback and private addresses, and for the caller in tests', async () => {
      expect(await lookup('?ip=127.0.0.1')).toBe('noc');
      expect(await lookup('?ip=10.0.0.1')).toBe('noc');
      expect(await lookup('?ip=::1')).toBe('noc');
      // inject() comes from 127.0.0.1.
      expect(await lookup('')).toBe('noc');
    });

    it('rejects an ip that is not an address', async () => {
      await expectBadQueries(api.app, '/api/getLocation', {
        ip: ['?ip=not-an-ip', '?ip=999.1.1.1'],
      });
    });
  });

  describe('GET /nearestCity', () => {
    it('finds our nearest city by haversine distance', async () => {
      const westminster = await api.app.inject('/api/nearestCity?lat=51.4995&lng=-0.1248');
      expect(westminster.statusCode).toBe(200);
      const city = westminster.json().data as {
        name: string;
        country: string;
        distance_km: number;
      };
      expect(city).toMatchObject({ name: 'London', country: 'uk' });
      expect(city.distance_km).toBeLessThan(5);
      const brooklyn = await api.app.inject('/api/nearestCity?lat=40.6782&lng=-73.9442');
      expect(brooklyn.json().data.name).toBe('New York');
      // Across the antimeridian: a point east of Auckland still finds Auckland.
      const pacific = await api.app.inject('/api/nearestCity?lat=-36.85&lng=179.9');
      expect(pacific.json().data.name).toBe('Auckland');
    });

    it('rejects missing, non-numeric and out-of-range coordinates', async () => {
      await expectBadQueries(api.app, '/api/nearestCity', {
        lat: ['?lng=0', '?lat=&lng=0', '?lat=abc&lng=0', '?lat=91&lng=0', '?lat=-90.5&lng=0'],
        lng: ['?lat=0&lng=181', '?lat=0&lng=Infinity', '?lat=0'],
      });
    });
  });

  describe('GET /cities (getCities)', () => {
    it('pages the city list with a total count, most popular first', async () => {
      const first = await api.app.inject('/api/cities?limit=3');
      expect(first.statusCode).toBe(200);
      const page = first.json().data as {
        cities: { id: number; name: string }[];
        totalCount: number;
      };
      expect(page.cities).toHaveLength(3);
      expect(page.cities[0]?.name).toBe('New York');
      expect(page.totalCount).toBeGreaterThanOrEqual(11);
      const next = await api.app.inject('/api/cities?limit=3&offset=3');
      const nextIds = (next.json().data.cities as { id: number }[]).map((c) => c.id);
      expect(nextIds.some((id) => page.cities.some((c) => c.id === id))).toBe(false);
    });

    it('filters by city_name_search, case-insensitively, with the full City fields', async () => {
      const response = await api.app.inject('/api/cities?city_name_search=lon');
      const data = response.json().data as {
        cities: Record<string, unknown>[];
        totalCount: number;
      };
      expect(data.totalCount).toBe(1);
      expect(data.cities[0]).toMatchObject({
        name: 'London',
        state: 'England',
        country: 'uk',
        s3_image_url: '/api/img/cities/london.svg',
      });
      expect(data.cities[0]).toHaveProperty('alt_tag');
      const wildcard = await api.app.inject('/api/cities?city_name_search=%25');
      expect(wildcard.json().data).toEqual({ cities: [], totalCount: 0 });
    });

    it('answers the location list shape for limit 50', async () => {
      const response = await api.app.inject('/api/cities?limit=50&city_name_search=an');
      const data = response.json().data as { locations: { name: string }[] };
      expect(Object.keys(data)).toEqual(['locations']);
      expect(data.locations.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Manchester', 'Auckland']),
      );
    });

    it('rejects bad paging', async () => {
      await expectBadQueries(api.app, '/api/cities', {
        limit: ['?limit=0', '?limit=101', '?limit=abc'],
        offset: ['?offset=-1', '?offset=1.5'],
        city_name_search: [`?city_name_search=${'x'.repeat(101)}`],
      });
    });
  });

  describe('GET /city (getCity)', () => {
    it('answers one city by id or by best name match', async () => {
      const byName = await api.app.inject('/api/city?city_name_search=manchester');
      expect(byName.statusCode).toBe(200);
      const city = byName.json().data as { id: number; name: string };
      expect(city.name).toBe('Manchester');
      const byId = await api.app.inject(`/api/city?id=${city.id}`);
      expect(byId.json().data).toEqual(city);
    });

    it('needs an id or a name, and 404s unknown ones', async () => {
      await expectBadQueries(api.app, '/api/city', {
        city_name_search: [''],
        id: ['?id=abc', '?id=0'],
      });
      expectNotFound(await api.app.inject('/api/city?id=999999'), 'id');
      expectNotFound(
        await api.app.inject('/api/city?city_name_search=atlantis'),
        'city_name_search',
      );
    });
  });

  describe('GET /order/get-states', () => {
    it('answers the four UK regions (2335-2338) and US states with codes', async () => {
      const uk = await api.app.inject('/api/order/get-states?country_id=232');
      expect(uk.statusCode).toBe(200);
      const regions = (uk.json().data as { id: number; name: string }[])
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.id - b.id);
      expect(regions).toEqual([
        { id: 2335, name: 'Scotland' },
        { id: 2336, name: 'England' },
        { id: 2337, name: 'Ireland' },
        { id: 2338, name: 'Wales' },
      ]);
      const us = await api.app.inject('/api/order/get-states?country_id=233');
      const codes = (us.json().data as { code: string }[]).map((s) => s.code);
      expect(codes).toEqual(expect.arrayContaining(['NY', 'CA', 'IL', 'MA', 'TX', 'DC']));
      const au = await api.app.inject('/api/order/get-states?country_id=14');
      expect(au.json().data).toHaveLength(8);
    });

    it('rejects a bad country_id and 404s an unknown one', async () => {
      await expectBadQueries(api.app, '/api/order/get-states', {
        country_id: ['', '?country_id=uk'],
      });
      expectNotFound(await api.app.inject('/api/order/get-states?country_id=9999'), 'country_id');
    });
  });

  it('GET /countries lists the countries with their ids and currencies', async () => {
    const response = await api.app.inject('/api/countries');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; code: string; currency_code: string }[];
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 233, code: 'us', currency_code: 'USD' }),
        expect.objectContaining({ id: 232, code: 'uk', currency_code: 'GBP' }),
        expect.objectContaining({ id: 14, code: 'au', currency_code: 'AUD' }),
        expect.objectContaining({ id: 158, code: 'nz', currency_code: 'NZD' }),
      ]),
    );
  });
});

describe('HTTP caching of place reads', () => {
  const api = useTestApi();

  it('lets shared caches keep public reads and revalidate them by ETag', async () => {
    const first = await api.app.inject('/api/countries');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await api.app.inject({
      url: '/api/countries',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never lets a shared cache keep the caller’s own location', async () => {
    const response = await api.app.inject('/api/getLocation?ip=8.8.8.8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
