import { normalizeEventFilter } from '@reprise/domain/schemas/listings';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { filterEventListings } from '../events/public';
import { useTestApi } from '../test-support/use-test-api';
import { sortedJson } from './request-guard';

const CARD_FIELDS = 'event_id eventname eventdate venuename city url';
// Sixteen fields of a card: fifty lists of them cost 6,450 at 8 rows, 80,050 at 100.
const WIDE_CARD_FIELDS =
  `${CARD_FIELDS} countrycode categoryname genrename performername img badge hot_sale ` +
  'totalavailabletkts tevo_list_count performerimg';
const FILTER_QUERY = `query($input: EventFilterInput){ filterListings(input: $input){ ${CARD_FIELDS} } }`;

describe('the GraphQL request guard, reading each query text once', () => {
  const api = useTestApi();
  const post = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/graphql', payload });

  it('keys equal variables alike, whatever their key order, and different ones apart', () => {
    const values: unknown[] = [
      {},
      { input: { limit: 8, page: 1, country_code: 'us' } },
      { b: [3, { z: 1, a: [null, true, 'x'] }], a: { d: { c: 2.5, b: 0 } }, é: 'ü', 10: 1, 2: 2 },
      { text: 'quote " backslash \\ line\n tab\t \u0000 \u2028 😀', empty: '', nested: [[], [{}]] },
      { big: 1e21, small: 1e-7, neg: -12, list: Array.from({ length: 20 }, (_, i) => ({ i })) },
      JSON.parse('{"__proto__": {"x": 1}, "constructor": 2}'),
      [1, 'a', { b: 1, a: 2 }],
      'text',
      42,
      null,
    ];
    // Every object rebuilt with its keys in reverse order.
    const reversed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reversed);
      if (value === null || typeof value !== 'object') return value;
      const copy = {};
      // Defined, not assigned: `__proto__` from JSON is an own key, not the prototype.
      for (const key of Object.keys(value).reverse()) {
        Object.defineProperty(copy, key, {
          value: reversed((value as Record<string, unknown>)[key]),
          enumerable: true,
        });
      }
      return copy;
    };
    const texts = new Set<string>();
    for (const value of values) {
      const text = sortedJson(value);
      expect(JSON.parse(text)).toEqual(value);
      expect(sortedJson(reversed(value))).toBe(text);
      texts.add(text);
    }
    expect(texts.size).toBe(values.length);
  });

  it('measures the cost of each request with its own variables, however often its text came', async () => {
    // Fifty lists of the asked rows: 8 rows each fit the cost limit, 100 each do not.
    const lists = Array.from(
      { length: 50 },
      (_, i) => `l${i}: filterListings(input: $input) { ${WIDE_CARD_FIELDS} }`,
    );
    const query = `query($input: EventFilterInput) { ${lists.join(' ')} }`;
    for (const limit of [8, 100, 8, 100]) {
      const response = await post({ query, variables: { input: { limit } } });
      if (limit === 8) expect(response.statusCode, `limit ${limit}`).toBe(200);
      else {
        expect(response.statusCode, `limit ${limit}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query' });
        expect(response.json().message).toMatch(/too expensive/);
      }
    }
  });

  it('refuses an unreadable query every time it comes, and reads a fixed one', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await post({ query: '{ countries { name }' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query' });
    }
    expect((await post({ query: '{ countries { name } }' })).statusCode).toBe(200);
  });

  it('passes the same body again under the same key, and reads JSON as Fastify does', async () => {
    const body = JSON.stringify({ query: FILTER_QUERY, variables: { input: { limit: 2 } } });
    const send = (payload: string, type = 'application/json') =>
      api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': type },
        payload,
      });
    const answers = [await send(body), await send(body), await send(body, 'text/plain')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400]);
    expect(answers[1]!.headers['x-graphql-cache']).toBe('hit');
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(answers[2]!.json()).toMatchObject({ field: 'content-type' });
    // A prototype-poisoning body and an empty one are refused, as Fastify's own parser does.
    for (const refused of [`{"__proto__":{"x":1},${body.slice(1)}`, '']) {
      const response = await send(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.headers['x-graphql-cache']).toBeUndefined();
    }
  });

  it('runs a body text that passed before from its kept value, as often as it comes', async () => {
    // Credentials bypass the answer cache: every request reaches the resolvers with the body.
    const send = (payload: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', authorization: 'Bearer none' },
        payload,
      });
    const body = JSON.stringify({ query: FILTER_QUERY, variables: { input: { limit: 3 } } });
    // More runs than mercurius takes to compile a hot query (jit: 10), so both paths run it.
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await send(body));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-graphql-cache']).toBeUndefined();
    }
    const rows = answers[0]!.json().data.filterListings;
    expect(rows).toHaveLength(3);
    for (const answer of answers) expect(answer.json().data.filterListings).toEqual(rows);
    // Another limit is another text: parsed afresh, it gets its own rows.
    const other = await send(
      JSON.stringify({ query: FILTER_QUERY, variables: { input: { limit: 1 } } }),
    );
    expect(other.json().data.filterListings).toEqual(rows.slice(0, 1));
  });

  it('refuses GET variables nested too deeply or holding control characters, as bodies are', async () => {
    const get = (variables: string) =>
      api.app.inject(
        `/api/graphql?query=${encodeURIComponent('query($input: EventFilterInput){ filterListings(input: $input){ event_id } }')}&variables=${encodeURIComponent(variables)}`,
      );
    const deep = await get(`{"input":{"cities":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(deep.json().field).toMatch(/^variables\.input/);
    const nul = await get('{"input":{"country_code":"u\\u0000s"}}');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'variables.input.country_code',
    });
    expect((await get('{"input":{"limit":2}}')).statusCode).toBe(200);
  });

  it('answers filterListings as the listing filter does, first time and every time after', async () => {
    const inputs = [
      { limit: 8, page: 1, country_code: 'us' },
      { limit: 8, page: 1, country_code: 'uk' },
      { limit: 3, page: 2, country_code: 'au' },
      { limit: 5, page: 1, country_code: 'nz', type: 'trending' as const },
      { limit: 8, page: 1 },
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const input of inputs) {
        const response = await post({ query: FILTER_QUERY, variables: { input } });
        expect(response.statusCode).toBe(200);
        // Straight from the database, through a cache of its own.
        const cards = await filterEventListings(
          api.db.handle.db,
          new ReadCache(),
          '/api/img',
          normalizeEventFilter(input),
        );
        expect(cards.length, JSON.stringify(input)).toBeGreaterThan(0);
        expect(
          response.json().data.filterListings,
          `round ${round} ${JSON.stringify(input)}`,
        ).toEqual(
          cards.map(({ event_id, eventname, eventdate, venuename, city, url }) => ({
            event_id,
            eventname,
            eventdate,
            venuename,
            city,
            url,
          })),
        );
      }
    }
  });
});
