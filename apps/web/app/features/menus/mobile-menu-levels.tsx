import { withCountryPrefix } from '@reprise/domain/country';
import type { MenuEntry } from '@reprise/domain/schemas/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Translate } from '../../lib/i18n/catalogue';
import {
  genrePerformers,
  type MegaMenuCategory,
  TITLE_LIST_LABELS,
  type TitleList,
} from './menu-data';

/** Where the drawer is: the top list, a category's genres, a genre's performers, or a title list. */
export type MobileLevel =
  | { kind: 'root' }
  | { kind: 'category'; category: number }
  | { kind: 'genre'; category: number; genre: number }
  | { kind: 'titles'; which: TitleList };

export const ROW =
  'flex min-h-12 w-full items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 text-left text-base font-medium text-slate-900 hover:bg-slate-50';

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="currentColor">
      <path d="M7.3 14.7a1 1 0 0 1 0-1.4L10.6 10 7.3 6.7a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z" />
    </svg>
  );
}

/** A row of the drawer that opens the level below it (marked with a chevron). */
export function DrillRow({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={ROW} onClick={onClick}>
        {children}
        <Chevron />
      </button>
    </li>
  );
}

/** A list of page links closing the drawer when followed. */
export function LinkList({
  links,
  countryCode,
  onNavigate,
}: {
  links: { path: string; label: string }[];
  countryCode: string | null;
  onNavigate: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={withCountryPrefix(link.path, countryCode)} onClick={onNavigate} className={ROW}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The heading and rows of one drilled-down level. */
export function levelContent(
  level: Exclude<MobileLevel, { kind: 'root' }>,
  menu: { categories: MegaMenuCategory[]; leagues: MenuEntry[]; genres: MenuEntry[] },
  t: Translate,
): {
  title: string;
  all?: { path: string; label: string };
  links: { path: string; label: string }[];
  drill?: boolean;
} | null {
  if (level.kind === 'titles') {
    return {
      title: t(TITLE_LIST_LABELS[level.which]),
      links: menu[level.which].map((e) => ({ path: e.path, label: e.title })),
    };
  }
  const category = menu.categories[level.category];
  if (!category) return null;
  if (level.kind === 'category') {
    return {
      title: category.category.name,
      all: { path: category.path, label: t('menu.all', { name: category.category.name }) },
      links: category.genres.map((g) => ({ path: g.path, label: g.genre.name })),
      drill: true,
    };
  }
  const genre = category.genres[level.genre];
  if (!genre) return null;
  return {
    title: genre.genre.name,
    all: { path: genre.path, label: t('menu.all', { name: genre.genre.name }) },
    links: genrePerformers(genre).map((p) => ({ path: p.path, label: p.name })),
  };
}
