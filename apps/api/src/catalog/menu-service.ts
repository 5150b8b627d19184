import { MEGA_MENU_CATEGORIES, MEGA_MENU_PERFORMER_COLUMNS } from '@reprise/domain/constants';
import { normalizeCountryCode } from '@reprise/domain/country';
import {
  categoryPath,
  genrePath,
  NO_GENRE_SEGMENT,
  performerPath,
  sitemapGenrePath,
} from '@reprise/domain/routes';
import type {
  Genre,
  GetGenreResponse,
  MenuPerformer,
  PerformersByCategoryResponse,
  SitemapGenreDetailsResponse,
  SitemapPerformerDetailsResponse,
} from '@reprise/domain/schemas/catalog';
import { publicImageUrl } from '../images/public';
import { DomainError } from '../platform/errors/domain-error';
import type { Context } from '../platform/service-context';
import { type CategoryRef, getGenres, resolveCategory, resolveGenre } from './lookup';
import { toPerformerCard } from './performer-card';
import {
  type GenreRow,
  listPerformers,
  listSitemapPerformers,
  topPerformersPerGenre,
} from './performer-queries';
import { getCategories } from './service';

const MENU_TTL_MS = 60_000;
const SITEMAP_TTL_MS = 5 * 60_000;
/** Performers per genre in the mega-menu: no row limit is given for it; 4 rows of 5 columns. */
const MEGA_MENU_ROWS = 4;
/** Performers per genre in the mobile hamburger menu. */
const HAMBURGER_PERFORMERS = 10;
/** Performers per genre listed on the sitemap root; the genre's own sitemap page lists all. */
const SITEMAP_ROOT_PERFORMERS = 50;

/** Genres of one category, or all (the /genre/list call). */
export function getGenreList(ctx: Context, category?: string): Promise<Genre[]> {
  return ctx.cache.get(
    `genres:list:${category ?? ''}`,
    { ttlMs: MENU_TTL_MS, tags: ['genres'] },
    async () => {
      const resolved = category
        ? await resolveCategory(ctx.db, ctx.cache, category, 'category')
        : undefined;
      const genres = await getGenres(ctx.db, ctx.cache);
      return genres
        .filter((g) => resolved === undefined || g.category.id === resolved.id)
        .map((g) => ({
          id: g.id,
          name: g.name,
          slug: g.slug,
          categoryId: g.category.id,
          category: g.category.slug,
          category_name: g.category.name,
          image: publicImageUrl(g.imageUrl, ctx.cdnBaseUrl),
          path: genrePath(g.category.slug, g.slug),
        }));
    },
  );
}

export interface MenuQuery {
  countryCode?: string;
  slug?: string;
  category_name?: string;
  genre_name?: string;
  performer_name?: string;
  displayWidth?: number;
  fromWhere?: string;
  otherGenre: boolean;
}

// Narrow screens show fewer cards per carousel row; no counts are prescribed, these fill a row.
function performersPerGroup(displayWidth: number | undefined): number {
  if (displayWidth === undefined) return 12;
  if (displayWidth < 576) return 4;
  if (displayWidth < 1024) return 6;
  return 12;
}

async function menuCategory(ctx: Context, query: MenuQuery): Promise<CategoryRef> {
  const value = query.slug ?? query.category_name;
  if (!value)
    throw new DomainError('VALIDATION_FAILED', 'slug or category_name is required', 'slug');
  return resolveCategory(ctx.db, ctx.cache, value, query.slug ? 'slug' : 'category_name');
}

/**
 * A menu of the query's category and (when named) genre, kept a minute per query under the
 * performers and genres tags.
 */
function cachedMenu<T>(
  ctx: Context,
  kind: string,
  query: MenuQuery,
  build: (category: CategoryRef, genre: GenreRow | undefined) => Promise<T>,
): Promise<T> {
  return ctx.cache.get(
    `menus:${kind}:${JSON.stringify(query)}`,
    { ttlMs: MENU_TTL_MS, tags: ['performers', 'genres'] },
    async () => {
      const category = await menuCategory(ctx, query);
      const genre = query.genre_name
        ? await resolveGenre(ctx.db, ctx.cache, query.genre_name, 'genre_name', category.id)
        : undefined;
      return build(category, genre);
    },
  );
}

const ref = (g: { id: number; name: string; slug: string }) => ({
  id: g.id,
  name: g.name,
  slug: g.slug,
});

/** Performers of a category grouped by genre, for menus and carousels (the getPerformersByCategory call). */
export function getPerformersByCategory(
  ctx: Context,
  query: MenuQuery,
): Promise<PerformersByCategoryResponse['data']> {
  return cachedMenu(ctx, 'by-category', query, async (category, chosen) => {
    const genres = (await getGenres(ctx.db, ctx.cache)).filter((g) => {
      if (g.category.id !== category.id) return false;
      if (!chosen) return true;
      // otherGenre: the category's other genres ("more like this" under a genre page).
      return query.otherGenre ? g.id !== chosen.id : g.id === chosen.id;
    });
    const limit = performersPerGroup(query.displayWidth);
    const preferCountry = normalizeCountryCode(query.countryCode) ?? undefined;
    const now = new Date();
    const groupOf = async (genre: (typeof genres)[number] | null) => {
      const rows = await listPerformers(ctx.db, {
        categoryId: category.id,
        genreId: genre ? genre.id : null,
        excludeSlug: query.performer_name?.toLowerCase(),
        preferCountry,
        limit,
        now,
      });
      return {
        genre: genre ? ref(genre) : null,
        path: genre ? genrePath(category.slug, genre.slug) : categoryPath(category.slug),
        performers: rows.map((row) => toPerformerCard(row, ctx.cdnBaseUrl)),
      };
    };
    const groups = await Promise.all(genres.map(groupOf));
    // Categories without genres (Special Events) still list their performers, as one group.
    if (genres.length === 0 && !chosen) groups.push(await groupOf(null));
    return { category, groups: groups.filter((g) => g.performers.length > 0) };
  });
}

function toColumns(performers: MenuPerformer[], columns: number): MenuPerformer[][] {
  const perColumn = Math.max(1, Math.ceil(performers.length / columns));
  return Array.from({ length: columns }, (_, i) =>
    performers.slice(i * perColumn, (i + 1) * perColumn),
  );
}

/** The genre page's data and its menus (the getGenre call; isMobile 1 → hamburger menu). */
export function getGenrePage(
  ctx: Context,
  query: MenuQuery & { isMobile: boolean },
): Promise<GetGenreResponse['data']> {
  return cachedMenu(ctx, 'genre', query, async (category, genre) => {
    const now = new Date();
    const preferCountry = normalizeCountryCode(query.countryCode) ?? undefined;
    const performers = (
      await listPerformers(ctx.db, {
        categoryId: category.id,
        genreId: genre?.id,
        excludeSlug: query.performer_name?.toLowerCase(),
        preferCountry,
        limit: 48,
        now,
      })
    ).map((row) => toPerformerCard(row, ctx.cdnBaseUrl));

    // The mega-menu shows the first MEGA_MENU_CATEGORIES categories; one without genres
    // (Special Events) has nothing to list in genre columns.
    const categories = (await getCategories(ctx.db, ctx.cache)).slice(0, MEGA_MENU_CATEGORIES);
    const allGenres = await getGenres(ctx.db, ctx.cache);
    const perGenre = query.isMobile
      ? HAMBURGER_PERFORMERS
      : MEGA_MENU_ROWS * MEGA_MENU_PERFORMER_COLUMNS;
    const top = await topPerformersPerGenre(ctx.db, perGenre, preferCountry, now);
    const menu = categories.map((c) => ({
      category: c,
      path: categoryPath(c.slug),
      genres: allGenres
        .filter((g) => g.category.id === c.id)
        .map((g) => ({
          genre: ref(g),
          path: genrePath(c.slug, g.slug),
          items: top
            .filter((p) => p.genreId === g.id)
            .map((p) => ({
              name: p.name,
              slug: p.slug,
              path: performerPath(c.slug, g.slug, p.slug),
            })),
        })),
    }));
    const base = { category, genre: genre ? ref(genre) : null, performers };
    if (query.isMobile) {
      return {
        ...base,
        hamburger: menu.map((c) => ({
          ...c,
          genres: c.genres.map(({ items, ...g }) => ({ ...g, performers: items })),
        })),
      };
    }
    return {
      ...base,
      megaMenu: menu.map((c) => ({
        ...c,
        genres: c.genres.map(({ items, ...g }) => ({
          ...g,
          columns: toColumns(items, MEGA_MENU_PERFORMER_COLUMNS),
        })),
      })),
    };
  });
}

/** Categories → genres → performers for /sitemap (the /getsitemapgenredetails call). */
export function getSitemapGenreDetails(ctx: Context): Promise<SitemapGenreDetailsResponse['data']> {
  return ctx.cache.get(
    'sitemap:genres',
    { ttlMs: SITEMAP_TTL_MS, tags: ['performers', 'genres'] },
    async () => {
      const [categories, genres, performers] = await Promise.all([
        getCategories(ctx.db, ctx.cache),
        getGenres(ctx.db, ctx.cache),
        listSitemapPerformers(ctx.db),
      ]);
      return categories.map((category) => {
        const groups: SitemapGenreDetailsResponse['data'][number]['genres'] = genres
          .filter((g) => g.category.id === category.id)
          .map((g) => ({
            genre: ref(g),
            path: sitemapGenrePath(category.slug, g.slug),
            performers: performers
              .filter((p) => p.genreId === g.id)
              .slice(0, SITEMAP_ROOT_PERFORMERS)
              .map((p) => ({
                name: p.name,
                slug: p.slug,
                path: performerPath(category.slug, g.slug, p.slug),
              })),
          }));
        const withoutGenre = performers.filter(
          (p) => p.categoryId === category.id && p.genreId === null,
        );
        if (withoutGenre.length > 0) {
          groups.push({
            genre: null,
            path: sitemapGenrePath(category.slug, NO_GENRE_SEGMENT),
            performers: withoutGenre.slice(0, SITEMAP_ROOT_PERFORMERS).map((p) => ({
              name: p.name,
              slug: p.slug,
              path: performerPath(category.slug, null, p.slug),
            })),
          });
        }
        return { category, path: categoryPath(category.slug), genres: groups };
      });
    },
  );
}

/** Every performer of one category and genre for /sitemap/{category}/{genre}. */
export function getSitemapPerformerDetails(
  ctx: Context,
  input: { category: string; genre: string },
): Promise<SitemapPerformerDetailsResponse['data']> {
  return ctx.cache.get(
    `sitemap:performers:${input.category}:${input.genre}`,
    { ttlMs: SITEMAP_TTL_MS, tags: ['performers', 'genres'] },
    async () => {
      const category = await resolveCategory(ctx.db, ctx.cache, input.category, 'category');
      const genre =
        input.genre.toLowerCase() === NO_GENRE_SEGMENT
          ? null
          : await resolveGenre(ctx.db, ctx.cache, input.genre, 'genre', category.id);
      const performers = (await listSitemapPerformers(ctx.db))
        .filter((p) => p.categoryId === category.id && p.genreId === (genre?.id ?? null))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((p) => ({
          name: p.name,
          slug: p.slug,
          path: performerPath(category.slug, genre?.slug, p.slug),
        }));
      return { category, genre: genre ? ref(genre) : null, performers };
    },
  );
}
