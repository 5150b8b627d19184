import { seedDemoData } from '@reprise/db/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { withCountryPrefix } from '@reprise/domain/country';
import type { GlobalSearchQuery } from '@reprise/domain/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadEtag } from '../platform/public-caching';
import type { IndexEntry, IndexGroup, SearchIndex } from './build-index';
import { SearchIndexStore } from './index-store';
import { bestHits, prepareQuery } from './match';
import { globalSearchJson } from './service';

// The answer before it was found once for every country: each group's best hits, localised one by
// one for the visitor's country, events soonest first, serialized per request. The served answer
// must be this, byte for byte, whatever was asked before it.
function answerAsItWas(index: SearchIndex, params: GlobalSearchQuery, now: number): string {
  const query = prepareQuery(index, params.text);
  const accept = (entry: IndexEntry<unknown>) =>
    (entry.startsAt === 0 || entry.startsAt > now) &&
    (params.categoryId === undefined ||
      entry.categoryId === null ||
      entry.categoryId === params.categoryId);
  const localise = <T extends { url: string }>(result: T): T => {
    if (!params.countryCode) return result;
    const url = withCountryPrefix(result.url, params.countryCode);
    return url === result.url ? result : { ...result, url };
  };
  const best = <T extends { url: string }>(group: IndexGroup<T>) =>
    bestHits(group, query, accept, params.limit).map((hit) => localise(hit.entry.result));
  const events = best(index.events);
  return JSON.stringify({
    data: {
      genres: best(index.genres),
      leagues: best(index.leagues),
      performers: best(index.performers),
      events: events.sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
      venues: best(index.venues),
      cities: best(index.cities),
    },
  });
}

// Prefixes of every group's names, typos, accents, several words and no match at all.
const TEXTS = ['ma', 'man', 'Manchster', 'the', 'lo', 'new york', 'beyonce', 'ar', 'sta', 'qqxzj'];
// No prefix (undefined, us, noc, an unknown code), prefixes, and gb, which links spell uk.
const COUNTRIES = [undefined, 'us', 'noc', 'zz', 'uk', 'gb', 'au', 'nz', 'de', 'UK'];

describe('the global search answer found once for every country (demo data)', () => {
  let db: TestDatabase;
  let store: SearchIndexStore;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    await seedDemoData(db.handle.db, { size: 'demo' });
    store = new SearchIndexStore(db.handle.db, '/api/img');
    await store.current();
  }, 300_000);
  afterAll(async () => {
    await db?.dispose();
  });

  it('answers every text, country, limit and category byte for byte as before', async () => {
    const index = await store.current();
    const context = { index: store };
    let compared = 0;
    let prefixed = 0;
    // Countries vary fastest, so most answers come from the answer another country cached.
    for (const [limit, categoryId] of [
      [3, undefined],
      [10, undefined],
      [5, 1],
      [3, 2],
    ] as const) {
      for (const text of TEXTS) {
        for (const countryCode of COUNTRIES) {
          const params = { text, limit, categoryId, countryCode };
          const served = await globalSearchJson(context, params);
          const expected = answerAsItWas(index, params, Date.now());
          expect(served.json, `${text} ${countryCode} ${limit} ${categoryId}`).toBe(expected);
          // Asked again: the localised answer as kept.
          expect((await globalSearchJson(context, params)).json).toBe(expected);
          compared += 1;
          if (served.json.includes('"url":"/uk/')) prefixed += 1;
        }
      }
    }
    expect(compared).toBe(4 * TEXTS.length * COUNTRIES.length);
    // The comparison covered answers with links to prefix, not only empty ones.
    expect(prefixed).toBeGreaterThan(20);
  });

  it('names each distinct answer by its own ETag, and equal bytes by the same one', async () => {
    const context = { index: store };
    const seen = new Map<string, string>();
    for (const text of TEXTS) {
      for (const countryCode of COUNTRIES) {
        const { json, etag } = await globalSearchJson(context, {
          text,
          limit: 3,
          categoryId: undefined,
          countryCode,
        });
        const earlier = seen.get(etag);
        if (earlier !== undefined) expect(json).toBe(earlier);
        seen.set(etag, json);
        if (!countryCode || countryCode === 'us') expect(etag).toBe(payloadEtag(json));
      }
    }
    // uk, gb and UK share one answer and ETag; us, noc, zz and none another.
    expect(seen.size).toBeGreaterThan(TEXTS.length * 4);
  });
});
