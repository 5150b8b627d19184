import { events } from '@reprise/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { ReadScope, runInReadScope } from '../cache/read-scope';
import { useTestApi } from '../test-support/use-test-api';
import { ANSWER_CACHE_HEADER } from './response-cache';

const QUERY =
  'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname city } }';
// The bench's body: the same bytes again and again, one variable apart between countries.
const body = (country: string, limit = 3) =>
  JSON.stringify({ query: QUERY, variables: { input: { limit, page: 1, country_code: country } } });

// A hit is answered from the kept bytes before the handler: these check it is the right answer.
describe('a GraphQL answer served from the answer cache', () => {
  const readCache = new ReadCache();
  const api = useTestApi(undefined, { readCache });
  const post = (payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
  const cards = (response: { json(): unknown }) =>
    (response.json() as { data: { filterListings: { event_id: number; eventname: string }[] } })
      .data.filterListings;

  it('is the answer of its own body, not of another country', async () => {
    const us = await post(body('us'));
    const uk = await post(body('uk'));
    expect(us.headers[ANSWER_CACHE_HEADER]).toBe('miss');
    expect(uk.headers[ANSWER_CACHE_HEADER]).toBe('miss');
    expect(cards(us).length).toBeGreaterThan(0);
    expect(cards(uk).length).toBeGreaterThan(0);
    expect(uk.body).not.toBe(us.body);
    for (const [country, first] of [
      ['uk', uk],
      ['us', us],
      ['uk', uk],
    ] as const) {
      const again = await post(body(country));
      expect(again.headers[ANSWER_CACHE_HEADER], country).toBe('hit');
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body, country).toBe(first.body);
    }
  });

  it('is dropped when the data it read is invalidated, and the next answer shows the write', async () => {
    const first = await post(body('au'));
    await post(body('au'));
    // A tag it did not read keeps it.
    readCache.invalidate('event-maps');
    expect((await post(body('au'))).headers[ANSWER_CACHE_HEADER]).toBe('hit');
    const [card] = cards(first);
    await api.db.handle.db
      .update(events)
      .set({ name: 'Renamed For The Answer Cache' })
      .where(eq(events.id, card!.event_id));
    readCache.invalidate('events');
    const after = await post(body('au'));
    expect(after.headers[ANSWER_CACHE_HEADER]).toBe('miss');
    expect(cards(after)[0]!.eventname).toContain('Renamed For The Answer Cache');
    expect((await post(body('au'))).headers[ANSWER_CACHE_HEADER]).toBe('hit');
  });

  it('tells the page rendering it what it read, hit or miss', async () => {
    for (const expected of ['miss', 'hit']) {
      const page = new ReadScope();
      const response = await runInReadScope(page, async () => await post(body('us', 2)));
      expect(response.headers[ANSWER_CACHE_HEADER]).toBe(expected);
      expect([...page.tags], expected).toContain('listings');
      expect(page.expiresAt, expected).toBeLessThan(Number.POSITIVE_INFINITY);
    }
  });
});
