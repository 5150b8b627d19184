import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

// Every catalogue call of the API against the real server on the `demo` data set that `npm start`
// seeds: each answers 200 with its documented envelope, and garbage in any parameter never
// produces a 5xx.

interface Call {
  path: string;
  /** The top-level keys the documented envelope has. */
  keys: string[];
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
}

const GET_CALLS: Call[] = [
  { path: '/api/category/list', keys: ['data'] },
  { path: '/api/genre/list?category=sports', keys: ['data'] },
  { path: '/api/performer?slug=taylor-swift', keys: ['data'] },
  { path: '/api/performerName?slug=taylor-swift', keys: ['data'] },
  { path: '/api/event/venue/list?limit=3', keys: ['data'] },
  { path: '/api/getTrendingPerformer?limit=3', keys: ['data'] },
  { path: '/api/getVenueList?limit=3', keys: ['data'] },
  { path: '/api/getsitemapgenredetails', keys: ['data'] },
  { path: '/api/getsitemapperformerdetails?category=sports&genre=epl', keys: ['data'] },
  { path: '/api/getPerformersByCategory?category_name=concerts', keys: ['data'] },
  { path: '/api/getGenre?category_name=sports&genre_name=epl&isMobile=0', keys: ['data'] },
  { path: '/api/getGenre?category_name=sports&genre_name=epl&isMobile=1', keys: ['data'] },
  { path: '/api/globalSearch?searchTermName=manchster', keys: ['data'] },
  { path: '/api/searchPerformer?name=beyonce', keys: ['data'] },
  { path: '/api/eventfilterSearch?query=lakers&page=1', keys: ['data'] },
  { path: '/api/getCurrencyList', keys: ['data'] },
  { path: '/api/getCurrencyData?countryCode=uk', keys: ['defaultcurrency', 'symbol'] },
  { path: '/api/getCountryCode?countryCode=uk', keys: ['countryId'] },
  { path: '/api/getLocation?ip=81.2.69.142', keys: ['items'] },
  { path: '/api/nearestCity?lat=51.5&lng=-0.12', keys: ['data'] },
  { path: '/api/cities?city_name_search=man&limit=50', keys: ['data'] },
  { path: '/api/city?city_name_search=London', keys: ['data'] },
  { path: '/api/order/get-states?country_id=232', keys: ['data'] },
  { path: '/api/countries', keys: ['data'] },
  { path: '/api/getHeaderMenu?region=us', keys: ['data'] },
  { path: '/api/getFaqList', keys: ['data'] },
  { path: '/api/getFaqList?category=sports', keys: ['data'] },
  { path: '/api/getPageDetails?page=return-policy', keys: ['data'] },
  { path: '/api/account-settings', keys: ['data'] },
  { path: '/api/homebanner', keys: ['data'] },
  { path: '/api/convert?amount=1234&from=USD&to=JPY', keys: ['data'] },
  { path: '/api/events/upcoming?limit=2', keys: ['data'] },
];

const POST_CALLS: Call[] = [
  { path: '/api/category/list', keys: ['data'], form: {} },
  { path: '/api/genre/list', keys: ['data'], form: { category: 'concerts' } },
  { path: '/api/getMetaContent', keys: ['data'], form: { page: 'home' } },
  { path: '/api/getBlogContent', keys: ['data'], form: { page: '1' } },
  { path: '/api/getCarouselData', keys: ['data'], form: {} },
  { path: '/api/homebanner', keys: ['data'], form: {} },
  { path: '/api/getCountryCode', keys: ['countryId'], form: { countryCode: 'au' } },
  {
    path: '/api/getsitemapperformerdetails',
    keys: ['data'],
    form: { category: 'concerts', genre: 'pop' },
  },
];

const GARBAGE = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  "'; drop table events; --",
  '%00',
  '💥',
  'x'.repeat(5000),
];

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('the API on the demo data set', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every GET call with 200 and its documented envelope', async () => {
    const failures: string[] = [];
    for (const call of GET_CALLS) {
      const response = await fetch(server.baseUrl + call.path);
      const body = (await response.json()) as Record<string, unknown>;
      const missing = call.keys.filter((key) => !(key in body));
      if (response.status !== 200 || missing.length > 0) {
        failures.push(`${call.path}: ${response.status} missing ${missing.join(',')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the form POST calls (multipart, as legacy clients send them) with 200', async () => {
    const failures: string[] = [];
    for (const call of POST_CALLS) {
      const response = await fetch(server.baseUrl + call.path, {
        method: 'POST',
        body: multipart(call.form ?? {}),
      });
      const body = (await response.json()) as Record<string, unknown>;
      const missing = call.keys.filter((key) => !(key in body));
      if (response.status !== 200 || missing.length > 0) {
        failures.push(`POST ${call.path}: ${response.status} missing ${missing.join(',')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves listings and a match-up for a real upcoming event, converted to GBP', async () => {
    const upcoming = (await (
      await fetch(`${server.baseUrl}/api/events/upcoming?limit=1`)
    ).json()) as {
      data: { id: number }[];
    };
    const id = upcoming.data[0]!.id;
    const listings = await fetch(
      `${server.baseUrl}/api/event/listings?eventId=${id}&toCurrencyCode=GBP`,
    );
    expect(listings.status).toBe(200);
    const matchUp = await fetch(`${server.baseUrl}/api/matchUpSectionData?eventId=${id}`);
    expect(matchUp.status).toBe(200);
  });

  it('answers the GraphQL listing filter with the event listing fields', async () => {
    const response = await fetch(`${server.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname eventdate venuename city url } }',
        variables: { input: { limit: 8, page: 1, country_code: 'us' } },
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { filterListings: { url: string }[] } };
    expect(body.data.filterListings.length).toBe(8);
    for (const event of body.data.filterListings) expect(event.url).toMatch(/\+\d+$/);
  });

  it('never answers a 5xx to garbage in any parameter', async () => {
    const serverErrors: string[] = [];
    for (const call of GET_CALLS) {
      const url = new URL(server.baseUrl + call.path);
      const names = [...url.searchParams.keys()];
      for (const name of names) {
        for (const value of GARBAGE) {
          url.searchParams.set(name, value);
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status >= 500)
            serverErrors.push(`${url.pathname}?${name}=${value.slice(0, 20)}`);
        }
      }
    }
    for (const call of POST_CALLS) {
      for (const value of GARBAGE) {
        const fields = Object.fromEntries(
          Object.keys(call.form ?? { q: '' }).map((k) => [k, value]),
        );
        const response = await fetch(server.baseUrl + call.path, {
          method: 'POST',
          body: multipart(fields),
        });
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors.push(`POST ${call.path} ${value.slice(0, 20)}`);
      }
    }
    expect(serverErrors).toEqual([]);
  });
});
