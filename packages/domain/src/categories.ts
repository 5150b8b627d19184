// The five categories and the fixed genre groups, with the slugs their routes use.
import { CATEGORY_IDS, type CategoryId } from './ids';
import { categoryPath } from './routes';
import { genreSlug } from './slug';

/** The categories in id order. Theater's route slug is the British 'theatre'. */
export const CATEGORIES = [
  { id: CATEGORY_IDS.Sports, name: 'Sports', slug: 'sports' },
  { id: CATEGORY_IDS.Concerts, name: 'Concerts', slug: 'concerts' },
  { id: CATEGORY_IDS.Theater, name: 'Theater', slug: 'theatre' },
  { id: CATEGORY_IDS.Festivals, name: 'Festivals', slug: 'festivals' },
  { id: CATEGORY_IDS.SpecialEvents, name: 'Special Events', slug: 'special-events' },
] as const;

/** One of the five categories. */
export type Category = (typeof CATEGORIES)[number];
/** The route slug of a category. */
export type CategorySlug = Category['slug'];

/** Whether a route segment is a category slug. */
export function isCategorySlug(slug: string): slug is CategorySlug {
  return CATEGORIES.some((category) => category.slug === slug);
}

/** The category with this route slug, or undefined. */
export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

/** The category with this id, or undefined. */
export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

/** A fixed genre or league. */
export interface GenreGroup {
  id: number;
  name: string;
  slug: string;
  categoryId: CategoryId;
}

// The groups come without ids. Ours are the category id × 100 + position (Sports
// 101–107, Concerts 201–205, Theatre 301–306, Festivals 401–402), so an id tells its category
// and adding a genre at the end of a list never renumbers another. Never reuse or renumber one.
const groups = (categoryId: CategoryId, names: readonly string[]): GenreGroup[] =>
  names.map((name, index) => ({
    id: categoryId * 100 + index + 1,
    name,
    slug: genreSlug(name),
    categoryId,
  }));

/** The fixed genre groups, category by category; Special Events has none. */
export const GENRE_GROUPS: readonly GenreGroup[] = [
  ...groups(CATEGORY_IDS.Sports, [
    'Premier League',
    'La Liga',
    'Bundesliga',
    'MLB',
    'NBA',
    'NHL',
    'NFL',
  ]),
  ...groups(CATEGORY_IDS.Concerts, ['Alternative Rock', 'Country', 'Pop', 'Rock', 'Hip Hop']),
  ...groups(CATEGORY_IDS.Theater, [
    'Opera',
    'Musical',
    'Plays',
    'Ballet',
    'Comedy',
    'Entertainment Shows',
  ]),
  ...groups(CATEGORY_IDS.Festivals, ['Festivals', 'Music Festivals']),
];

/** The genre groups of one category, in their fixed order. */
export function genresOfCategory(categoryId: number): GenreGroup[] {
  return GENRE_GROUPS.filter((genre) => genre.categoryId === categoryId);
}

/** The genre group with this id, or undefined. */
export function genreById(id: number): GenreGroup | undefined {
  return GENRE_GROUPS.find((genre) => genre.id === id);
}

/** The genre group with this slug inside a category, or undefined. */
export function genreBySlug(categoryId: number, slug: string): GenreGroup | undefined {
  return GENRE_GROUPS.find((genre) => genre.categoryId === categoryId && genre.slug === slug);
}

/** An entry of the search box's "Browse Categories" list. */
export interface BrowseCategory {
  id: CategoryId;
  name: string;
  /** Path without country prefix; link with categoryPath(slug, countryCode) to keep the country. */
  path: string;
  slug: CategorySlug;
}

/** The fixed "Browse Categories" list the search box shows under 2 characters. */
export const BROWSE_CATEGORIES: readonly BrowseCategory[] = CATEGORIES.map((category) => ({
  id: category.id,
  name: category.name,
  path: categoryPath(category.slug),
  slug: category.slug,
}));

/** The groups with a default image for events without a seat map. */
export const NO_MAP_IMAGE_GROUPS = [
  'Soccer',
  'Basketball',
  'Football',
  'Baseball',
  'Hockey',
  'Cricket',
  'Rugby',
  'Boxing',
  'Fighting',
  'AFL',
  'Tennis',
  'Horse Racing',
  'Wrestling',
  'Rodeo',
  'Festivals',
  'Concerts',
  'Theater',
  'General Admission',
] as const;
/** A group with a default image for events that have no seat map. */
export type NoMapImageGroup = (typeof NO_MAP_IMAGE_GROUPS)[number];

// These images are keyed by genre id, then category, then general admission, without listing
// the genre ids; these are our genre groups that have a sport image of their own.
const NO_MAP_GROUP_BY_GENRE_SLUG: Readonly<Record<string, NoMapImageGroup>> = {
  epl: 'Soccer',
  'la-liga': 'Soccer',
  bundesliga: 'Soccer',
  mlb: 'Baseball',
  nba: 'Basketball',
  nhl: 'Hockey',
  nfl: 'Football',
};

const NO_MAP_GROUP_BY_CATEGORY_ID: Readonly<Partial<Record<number, NoMapImageGroup>>> = {
  [CATEGORY_IDS.Concerts]: 'Concerts',
  [CATEGORY_IDS.Theater]: 'Theater',
  [CATEGORY_IDS.Festivals]: 'Festivals',
};

/** Default image group of an event without a seat map: by genre, then category, then GA. */
export function noMapImageGroup(
  genreId: number | null | undefined,
  categoryId: number | null | undefined,
): NoMapImageGroup {
  const genre = genreId == null ? undefined : genreById(genreId);
  const byGenre = genre ? NO_MAP_GROUP_BY_GENRE_SLUG[genre.slug] : undefined;
  const byCategory = categoryId == null ? undefined : NO_MAP_GROUP_BY_CATEGORY_ID[categoryId];
  return byGenre ?? byCategory ?? 'General Admission';
}

/** Image shown for an event that has none of its own. */
export const FALLBACK_EVENT_IMAGE = '/img/events/live_1.webp';
