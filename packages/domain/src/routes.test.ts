import { describe, expect, it } from 'vitest';
import {
  aboutPath,
  blogPath,
  blogPostPath,
  canonicalUrl,
  categoryPath,
  changePasswordPath,
  checkoutPath,
  cityPath,
  decodePathSegment,
  eventPath,
  faqPath,
  favoritesPath,
  genrePath,
  gonePath,
  homePath,
  invitePath,
  isEventPagePath,
  myAccountPath,
  myTicketsPath,
  orderPath,
  performerPath,
  pressPath,
  seeAllPath,
  setPasswordPath,
  sitemapGenrePath,
  sitemapPath,
  staticPagePath,
  venuePath,
} from './routes';

const eras = {
  categorySlug: 'concerts',
  genreSlug: 'pop',
  performerSlug: 'taylor-swift',
  eventName: 'Taylor Swift: The Eras Tour',
  eventId: 123,
};

describe('simple pages', () => {
  it.each([
    [homePath(), '/'],
    [aboutPath(), '/about'],
    [faqPath(), '/faq'],
    [pressPath(), '/press'],
    [blogPath(), '/blog'],
    [blogPostPath(17), '/blog/17'],
    [sitemapPath(), '/sitemap'],
    [sitemapGenrePath('sports', 'epl'), '/sitemap/sports/epl'],
    [myAccountPath(), '/myaccount'],
    [myTicketsPath(), '/mytickets'],
    [orderPath('A-100'), '/mytickets/A-100'],
    [favoritesPath(), '/favorites'],
    [invitePath(), '/invite'],
    [setPasswordPath('abc.def'), '/set-password/abc.def'],
    [changePasswordPath('t/1'), '/change-password/t%2F1'],
    [gonePath(), '/410'],
    [staticPagePath('return-policy'), '/return-policy'],
    [staticPagePath('terms-and-conditions'), '/terms-and-conditions'],
  ])('build the route path %j without a country', (path, expected) => {
    expect(path).toBe(expected);
  });

  // The country prefix is left out for us and noc.
  it.each([
    [homePath('uk'), '/uk'],
    [homePath('us'), '/'],
    [aboutPath('gb'), '/uk/about'],
    [faqPath('noc'), '/faq'],
    [orderPath(9, 'au'), '/au/mytickets/9'],
    [staticPagePath('cookies', 'nz'), '/nz/cookies'],
    [gonePath('uk'), '/uk/410'],
  ])('apply the country prefix: %j', (path, expected) => {
    expect(path).toBe(expected);
  });
});

describe('catalogue pages', () => {
  it('build category, genre and performer paths', () => {
    expect(categoryPath('sports')).toBe('/sports');
    expect(categoryPath('theatre', 'uk')).toBe('/uk/theatre');
    expect(genrePath('sports', 'epl')).toBe('/sports/epl');
    expect(genrePath('sports', 'epl', 'uk')).toBe('/uk/sports/epl');
    expect(performerPath('sports', 'epl', 'arsenal')).toBe('/sports/epl/arsenal');
  });

  it('uses no-genre-found when the performer has no genre', () => {
    expect(performerPath('concerts', null, 'adele')).toBe('/concerts/no-genre-found/adele');
    expect(performerPath('concerts', undefined, 'adele')).toBe('/concerts/no-genre-found/adele');
    expect(performerPath('concerts', '', 'adele', 'uk')).toBe('/uk/concerts/no-genre-found/adele');
  });

  it('builds event and checkout paths with slug+id', () => {
    expect(eventPath(eras)).toBe('/concerts/pop/taylor-swift/taylor-swift-the-eras-tour+123');
    expect(eventPath(eras, 'uk')).toBe(
      '/uk/concerts/pop/taylor-swift/taylor-swift-the-eras-tour+123',
    );
    expect(eventPath({ ...eras, genreSlug: null })).toBe(
      '/concerts/no-genre-found/taylor-swift/taylor-swift-the-eras-tour+123',
    );
    expect(checkoutPath(eras)).toBe(
      '/concerts/pop/taylor-swift/taylor-swift-the-eras-tour+123/checkout',
    );
    expect(checkoutPath(eras, 'au')).toBe(
      '/au/concerts/pop/taylor-swift/taylor-swift-the-eras-tour+123/checkout',
    );
  });

  it('builds venue and city paths', () => {
    expect(venuePath('o2-arena')).toBe('/venue/o2-arena');
    expect(venuePath('o2-arena', 'uk')).toBe('/uk/venue/o2-arena');
    expect(cityPath({ name: 'New York', id: 5 })).toBe('/cities/new-york+5');
    expect(cityPath({ name: 'São Paulo', id: '8' }, 'us')).toBe('/cities/sao-paulo+8');
  });
});

describe('seeAllPath', () => {
  it('sets query only when the trimmed text has 2 or more characters', () => {
    expect(seeAllPath()).toBe('/see-all');
    expect(seeAllPath('')).toBe('/see-all');
    expect(seeAllPath(' a ')).toBe('/see-all');
    expect(seeAllPath('ab')).toBe('/see-all?query=ab');
    expect(seeAllPath('  arsenal fc ')).toBe('/see-all?query=arsenal%20fc');
    expect(seeAllPath('R&B', 'uk')).toBe('/uk/see-all?query=R%26B');
  });
});

describe('isEventPagePath', () => {
  // An event page has 4 segments whose last is slug+id.
  it.each([
    ['/concerts/pop/taylor-swift/eras+123', true],
    ['/concerts/pop/taylor-swift/eras%2B123', true],
    ['/concerts/pop/taylor-swift/eras', false],
    ['/concerts/pop/taylor-swift', false],
    ['/concerts/pop/taylor-swift/eras+123/checkout', false],
  ])('%j → %j', (path, expected) => {
    expect(isEventPagePath(path)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  const base = 'https://reprise.example';

  it('drops the country prefix, query string and trailing slash', () => {
    expect(canonicalUrl(base, '/uk/sports?page=2')).toBe('https://reprise.example/sports');
    expect(canonicalUrl(`${base}/`, '/sports/epl/')).toBe('https://reprise.example/sports/epl');
    expect(canonicalUrl(base, '/us/venue/o2-arena#map')).toBe(
      'https://reprise.example/venue/o2-arena',
    );
    expect(canonicalUrl(base, '/uk')).toBe('https://reprise.example/');
    expect(canonicalUrl(base, '/')).toBe('https://reprise.example/');
  });

  it('writes an encoded plus as a plus', () => {
    expect(canonicalUrl(base, '/cities/london%2B7')).toBe(
      'https://reprise.example/cities/london+7',
    );
  });

  it('excludes /404, /410, /_error and event pages', () => {
    expect(canonicalUrl(base, '/404')).toBeNull();
    expect(canonicalUrl(base, '/410')).toBeNull();
    expect(canonicalUrl(base, '/uk/410/')).toBeNull();
    expect(canonicalUrl(base, '/_error')).toBeNull();
    expect(canonicalUrl(base, '/concerts/pop/taylor-swift/eras+123')).toBeNull();
    expect(canonicalUrl(base, '/uk/concerts/pop/taylor-swift/eras%2B123?x=1')).toBeNull();
  });

  it('keeps pages that only look close to an event page', () => {
    expect(canonicalUrl(base, '/concerts/pop/taylor-swift')).toBe(
      'https://reprise.example/concerts/pop/taylor-swift',
    );
    expect(canonicalUrl(base, '/concerts/pop/taylor-swift/eras')).toBe(
      'https://reprise.example/concerts/pop/taylor-swift/eras',
    );
  });
});

describe('decodePathSegment (re-exported)', () => {
  it('reads an encoded plus as a plus', () => {
    expect(decodePathSegment('eras%2B123')).toBe('eras+123');
  });
});
