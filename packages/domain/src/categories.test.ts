import { describe, expect, it } from 'vitest';
import {
  BROWSE_CATEGORIES,
  CATEGORIES,
  categoryById,
  categoryBySlug,
  FALLBACK_EVENT_IMAGE,
  GENRE_GROUPS,
  genreById,
  genreBySlug,
  genresOfCategory,
  isCategorySlug,
  NO_MAP_IMAGE_GROUPS,
  noMapImageGroup,
} from './categories';
import { CATEGORY_IDS } from './ids';

describe('CATEGORIES', () => {
  it('lists the five categories in id order with their route slugs', () => {
    expect(CATEGORIES.map((c) => [c.id, c.name, c.slug])).toEqual([
      [1, 'Sports', 'sports'],
      [2, 'Concerts', 'concerts'],
      [3, 'Theater', 'theatre'],
      [4, 'Festivals', 'festivals'],
      [5, 'Special Events', 'special-events'],
    ]);
  });

  it('finds categories by slug and id', () => {
    expect(categoryBySlug('theatre')?.id).toBe(3);
    expect(categoryBySlug('special-events')?.name).toBe('Special Events');
    expect(categoryBySlug('theater')).toBeUndefined();
    expect(categoryBySlug('Sports')).toBeUndefined();
    expect(categoryById(2)?.slug).toBe('concerts');
    expect(categoryById(6)).toBeUndefined();
    expect(isCategorySlug('festivals')).toBe(true);
    expect(isCategorySlug('venue')).toBe(false);
  });
});

describe('GENRE_GROUPS', () => {
  it.each([
    [CATEGORY_IDS.Sports, ['Premier League', 'La Liga', 'Bundesliga', 'MLB', 'NBA', 'NHL', 'NFL']],
    [CATEGORY_IDS.Concerts, ['Alternative Rock', 'Country', 'Pop', 'Rock', 'Hip Hop']],
    [
      CATEGORY_IDS.Theater,
      ['Opera', 'Musical', 'Plays', 'Ballet', 'Comedy', 'Entertainment Shows'],
    ],
    [CATEGORY_IDS.Festivals, ['Festivals', 'Music Festivals']],
    [CATEGORY_IDS.SpecialEvents, []],
  ])('holds the fixed genre groups of category %i, in order', (categoryId, names) => {
    expect(genresOfCategory(categoryId).map((g) => g.name)).toEqual(names);
  });

  it('holds twenty genre groups in all', () => {
    expect(GENRE_GROUPS).toHaveLength(20);
  });

  it('uses genre slugs with the aliases', () => {
    expect(genreById(101)).toEqual({ id: 101, name: 'Premier League', slug: 'epl', categoryId: 1 });
    expect(genreById(205)).toEqual({ id: 205, name: 'Hip Hop', slug: 'rb', categoryId: 2 });
    expect(genreById(306)?.slug).toBe('entertainment-shows');
    expect(genreById(402)?.slug).toBe('music-festivals');
  });

  it('has unique ids and slugs unique within each category', () => {
    const ids = GENRE_GROUPS.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = GENRE_GROUPS.map((g) => `${g.categoryId}/${g.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const genre of GENRE_GROUPS) expect(Math.floor(genre.id / 100)).toBe(genre.categoryId);
  });

  it('finds a genre by slug within its category only', () => {
    expect(genreBySlug(CATEGORY_IDS.Sports, 'nfl')?.id).toBe(107);
    expect(genreBySlug(CATEGORY_IDS.Concerts, 'nfl')).toBeUndefined();
    expect(genreById(999)).toBeUndefined();
  });
});

describe('BROWSE_CATEGORIES', () => {
  it('is the fixed search list with category paths', () => {
    expect(BROWSE_CATEGORIES.map((c) => [c.name, c.path])).toEqual([
      ['Sports', '/sports'],
      ['Concerts', '/concerts'],
      ['Theater', '/theatre'],
      ['Festivals', '/festivals'],
      ['Special Events', '/special-events'],
    ]);
  });
});

describe('no-map images', () => {
  it('lists the 18 groups ending with General Admission', () => {
    expect(NO_MAP_IMAGE_GROUPS).toHaveLength(18);
    expect(NO_MAP_IMAGE_GROUPS[0]).toBe('Soccer');
    expect(NO_MAP_IMAGE_GROUPS.at(-1)).toBe('General Admission');
  });

  it('picks by genre, then category, then general admission', () => {
    expect(noMapImageGroup(101, CATEGORY_IDS.Sports)).toBe('Soccer');
    expect(noMapImageGroup(105, CATEGORY_IDS.Sports)).toBe('Basketball');
    expect(noMapImageGroup(203, CATEGORY_IDS.Concerts)).toBe('Concerts');
    expect(noMapImageGroup(null, CATEGORY_IDS.Theater)).toBe('Theater');
    expect(noMapImageGroup(999, CATEGORY_IDS.Festivals)).toBe('Festivals');
    expect(noMapImageGroup(null, CATEGORY_IDS.Sports)).toBe('General Admission');
    expect(noMapImageGroup(undefined, CATEGORY_IDS.SpecialEvents)).toBe('General Admission');
    expect(noMapImageGroup(null, null)).toBe('General Admission');
  });

  it('has a fallback event image', () => {
    expect(FALLBACK_EVENT_IMAGE).toBe('/img/events/live_1.webp');
  });
});
