import { normalizeCountryCode, withCountryPrefix } from '@reprise/domain/country';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBytes, countryFreeAnswer, localisedAnswer } from './localise-answer';

const groups = (urls: string[], name = 'Old Trafford Band') => ({
  genres: [],
  leagues: [],
  performers: urls.map((url, id) => ({
    id,
    name,
    slug: 'old-trafford-band',
    category: 'Concerts',
    category_slug: 'concerts',
    genre: null,
    genre_slug: null,
    image_url: '/api/img/performer.webp',
    url,
  })),
  events: [],
  venues: [],
  cities: [],
});

describe('localising a country-free search answer', () => {
  it('counts the kept split copy of a plain-link answer in its cached bytes', () => {
    const plain = countryFreeAnswer(groups(['/concerts/pop/a']));
    expect(answerBytes(plain)).toBe(2 * plain.json.length);
    const other = countryFreeAnswer(groups(['/', '/concerts/pop/b']));
    expect(answerBytes(other)).toBe(other.json.length);
  });

  it('prefixes only the links, not a name or an image that looks like one', () => {
    const answer = countryFreeAnswer(groups(['/concerts/pop/a'], 'The "url":"/ bar'));
    const { data } = JSON.parse(localisedAnswer(answer, 'uk').json);
    expect(data.performers[0].url).toBe('/uk/concerts/pop/a');
    expect(data.performers[0].name).toBe('The "url":"/ bar');
    expect(data.performers[0].image_url).toBe('/api/img/performer.webp');
  });

  it('localises links withCountryPrefix treats apart the long way, as it does', () => {
    const answer = countryFreeAnswer(groups(['/', '/?q=1', '/concerts/pop/b']));
    expect(answer.plainLinks).toBe(false);
    const { data } = JSON.parse(localisedAnswer(answer, 'au').json);
    expect(data.performers.map((performer: { url: string }) => performer.url)).toEqual([
      '/au',
      '/au?q=1',
      '/au/concerts/pop/b',
    ]);
  });

  it('keeps the bytes and ETag for visitors whose links carry no country', () => {
    const answer = countryFreeAnswer(groups(['/concerts/pop/a']));
    for (const code of [undefined, '', 'us', 'noc', 'zz']) {
      expect(localisedAnswer(answer, code)).toEqual({ json: answer.json, etag: answer.etag });
    }
    expect(localisedAnswer(answer, 'gb')).toEqual(localisedAnswer(answer, 'uk'));
    expect(localisedAnswer(answer, 'uk').etag).not.toBe(answer.etag);
  });

  it('gives every country the bytes of localising each link withCountryPrefix', () => {
    // Names and links made of what JSON escapes, what looks like a link key, and what
    // withCountryPrefix treats apart ('/', '/?…', '/#…', a link without its leading slash).
    const text = fc.string({
      unit: fc.constantFrom('a', '/', '"', '\\', '"url":"/', ':', '?', '#', 'é', ' '),
      maxLength: 6,
    });
    const link = fc.oneof(
      text,
      text.map((rest) => `/${rest}`),
    );
    const country = fc.constantFrom(
      undefined,
      '',
      'us',
      'noc',
      'zz',
      'uk',
      'gb',
      'au',
      'DE',
      ' fr ',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(link, text), { maxLength: 4 }), country, (results, code) => {
        const base = groups(results.map(([url]) => url));
        const named = {
          ...base,
          performers: base.performers.map((performer, i) => ({
            ...performer,
            name: results[i]![1],
          })),
        };
        const answer = countryFreeAnswer(named);
        const expected = normalizeCountryCode(code)
          ? JSON.stringify({
              data: {
                ...named,
                performers: named.performers.map((performer) => ({
                  ...performer,
                  url: withCountryPrefix(performer.url, code),
                })),
              },
            })
          : answer.json;
        expect(localisedAnswer(answer, code).json).toBe(expected);
      }),
    );
  });
});
