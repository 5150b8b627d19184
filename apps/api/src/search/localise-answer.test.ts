import { describe, expect, it } from 'vitest';
import { countryFreeAnswer, localisedAnswer } from './localise-answer';

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
});
