import { MEGA_MENU_CATEGORIES } from '@reprise/domain/constants';
import { canonicalCountryCode } from '@reprise/domain/country';
import type { GetGenreResponse, MenuPerformer } from '@reprise/domain/schemas/catalog';
import type { HeaderMenu, MenuEntry } from '@reprise/domain/schemas/content';
import type { ApiClient } from '../../lib/api-client';

/** A category of the desktop mega-menu, its genres each with MEGA_MENU_PERFORMER_COLUMNS columns. */
export type MegaMenuCategory = NonNullable<GetGenreResponse['data']['megaMenu']>[number];
export type MegaMenuGenre = MegaMenuCategory['genres'][number];

/** What the header menus need; the root loader loads it once per document. */
export interface MenuData {
  region: HeaderMenu['region'];
  /** League titles of the region's header menu. */
  leagues: MenuEntry[];
  /** Genre titles of the region's header menu. */
  genres: MenuEntry[];
  /** Up to MEGA_MENU_CATEGORIES categories → genres → performers (paths without country). */
  categories: MegaMenuCategory[];
}

/** The header menu's title lists, in menu order; each shows only when it has entries. */
export const TITLE_LISTS = ['leagues', 'genres'] as const;
export type TitleList = (typeof TITLE_LISTS)[number];

/** The catalogue key of each title list's label, quoted whole so the catalogue check sees it used. */
export const TITLE_LIST_LABELS = {
  leagues: 'menu.leagues',
  genres: 'menu.genres',
} as const satisfies Record<TitleList, string>;

/** The title lists of `menu` that have entries. */
export function shownTitleLists(menu: Pick<MenuData, TitleList>): TitleList[] {
  return TITLE_LISTS.filter((which) => menu[which].length > 0);
}

/** Header-menu region of a country: us → us, uk (or gb) → uk, anything else → all. */
export function menuRegion(countryCode: string | null | undefined): HeaderMenu['region'] {
  const code = canonicalCountryCode(countryCode);
  if (code === 'us') return 'us';
  if (code === 'uk') return 'uk';
  return 'all';
}

/** The performers of a mega-menu genre in reading order (column by column). */
export function genrePerformers(genre: MegaMenuGenre): MenuPerformer[] {
  return genre.columns.flat();
}

/**
 * The header menus: the region's league and genre titles (getHeaderMenu) and the mega-menu
 * (getGenre, isMobile 0). The mobile hamburger reads the same categories, so one read serves both
 * menus and the page carries the data once. A failed read leaves its menu empty: menus never take
 * a page down.
 */
export async function loadMenuData(api: ApiClient, countryCode: string | null): Promise<MenuData> {
  const region = menuRegion(countryCode);
  const [header, mega] = await Promise.allSettled([
    api.get<{ data: HeaderMenu }>('/api/getHeaderMenu', { region }),
    api.get<GetGenreResponse>('/api/getGenre', {
      // getGenre needs a category; the mega-menu it returns is the same for every category.
      slug: 'sports',
      isMobile: 0,
      countryCode: countryCode ?? undefined,
    }),
  ]);
  const menu = header.status === 'fulfilled' ? header.value.data : null;
  const categories = mega.status === 'fulfilled' ? (mega.value.data.megaMenu ?? []) : [];
  return {
    region,
    leagues: menu?.leagues ?? [],
    genres: menu?.genres ?? [],
    categories: categories
      .filter((c) => c.genres.length > 0)
      .slice(0, MEGA_MENU_CATEGORIES)
      // Only what the menus render travels in the page, not getGenre's performer cards.
      .map(({ category, path, genres }) => ({ category, path, genres })),
  };
}
