import { BROWSE_CATEGORIES } from '@reprise/domain/categories';
import { SEARCH_RESULTS_PER_GROUP } from '@reprise/domain/constants';
import { categoryPath } from '@reprise/domain/routes';
import type { EventResult, SearchGroups } from '@reprise/domain/schemas/search';
import type { MessageKey } from '../../lib/i18n/catalogue';
import { localiseResultUrl } from './search-country';

/** One choosable row of the listbox. */
export interface SearchOption {
  /** Unique within the listbox; also the tail of the option's DOM id. */
  key: string;
  href: string;
  primary: string;
  secondary?: string;
  /** Event rows show a date block, venue, location and 'BUY NOW'. */
  event?: EventResult;
}

/** A labelled group of options (role=group). */
export interface SearchOptionGroup {
  key: string;
  /** The group's heading, as a message key. */
  heading: MessageKey;
  options: SearchOption[];
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** The result groups, in display order; each maps one API group to rows. */
const RESULT_GROUPS: {
  [K in keyof SearchGroups]: {
    key: K;
    heading: MessageKey;
    row: (result: SearchGroups[K][number]) => Omit<SearchOption, 'key' | 'href'>;
  };
}[keyof SearchGroups][] = [
  {
    key: 'genres',
    heading: 'search.groupGenre',
    row: (g) => ({ primary: g.name, secondary: g.category_name }),
  },
  { key: 'leagues', heading: 'search.groupLeague', row: (l) => ({ primary: l.name }) },
  {
    key: 'performers',
    heading: 'search.groupPerformers',
    row: (p) => ({ primary: p.name, secondary: p.genre ?? p.category }),
  },
  { key: 'events', heading: 'search.groupEvents', row: (e) => ({ primary: e.name, event: e }) },
  {
    key: 'venues',
    heading: 'search.groupVenues',
    row: (v) => ({ primary: v.name, secondary: joined(v.city, v.state) }),
  },
  {
    key: 'cities',
    heading: 'search.groupCities',
    row: (c) => ({ primary: c.name, secondary: joined(c.state, c.country.toUpperCase()) }),
  },
];

/** Soonest first, whatever order the API sent. */
export function sortEventsByDate(events: readonly EventResult[]): EventResult[] {
  return [...events].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * The non-empty result groups in order Genre, League, Performers, Events, Venues, Cities,
 * at most SEARCH_RESULTS_PER_GROUP each, events by date, links with the page's country.
 */
export function resultGroups(
  groups: SearchGroups,
  pageCountry: string | null,
): SearchOptionGroup[] {
  return RESULT_GROUPS.flatMap((group) => {
    const list: { id: number; url: string }[] =
      group.key === 'events' ? sortEventsByDate(groups.events) : groups[group.key];
    const options = list.slice(0, SEARCH_RESULTS_PER_GROUP).map((result) => ({
      ...(group.row as (r: typeof result) => Omit<SearchOption, 'key' | 'href'>)(result),
      key: `${group.key}-${result.id}`,
      href: localiseResultUrl(result.url, pageCountry),
    }));
    return options.length > 0 ? [{ key: group.key, heading: group.heading, options }] : [];
  });
}

/** The fixed 'Browse Categories' group shown under the minimum length. */
export function browseGroup(pageCountry: string | null): SearchOptionGroup {
  return {
    key: 'browse',
    heading: 'search.browseCategories',
    options: BROWSE_CATEGORIES.map((category) => ({
      key: `category-${category.id}`,
      href: categoryPath(category.slug, pageCountry),
      primary: category.name,
    })),
  };
}
