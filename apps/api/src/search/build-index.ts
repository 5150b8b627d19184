import type { Db } from '@reprise/db/client';
import { cityPath, eventPath, genrePath, performerPath, venuePath } from '@reprise/domain/routes';
import type {
  CityResult,
  EventResult,
  GenreResult,
  LeagueResult,
  PerformerResult,
  VenueResult,
} from '@reprise/domain/schemas/search';
import { normaliseSearchText } from '@reprise/domain/search/normalise';
import { listGenres } from '../catalog/public';
import { publicImageUrl } from '../images/public';
import {
  loadCityRows,
  loadEventRows,
  loadLeagueRows,
  loadPerformerRows,
  loadVenueRows,
} from './queries';
import { RangeMinimum } from './rank-range';

/** One searchable thing: its name in search spelling, its words, and the result it answers with. */
export interface IndexEntry<T> {
  name: string;
  words: string[];
  /** Vocabulary ids of `words`, filled in once the vocabulary is sorted. */
  wordIds: Int32Array;
  /** Position in the group's tie-break order (most popular first): lower ranks first. */
  rank: number;
  categoryId: number | null;
  /** Event start (ms); 0 for everything else. */
  startsAt: number;
  result: T;
}

/** The entries of one result group and, per vocabulary word, which entries contain it. */
export interface IndexGroup<T> {
  entries: IndexEntry<T>[];
  /** Vocabulary word id → ascending entry positions. */
  postings: Map<number, Int32Array>;
  /** Entry positions ordered by name, so the names starting with a text are one range. */
  byName: Int32Array;
  /** Best-ranked (smallest) positions of any byName range, fast. */
  byNameRanks: RangeMinimum;
}

export interface SearchIndex {
  /** Every word of every name, sorted, so a prefix is one binary search away. */
  vocabulary: string[];
  genres: IndexGroup<GenreResult>;
  leagues: IndexGroup<LeagueResult>;
  performers: IndexGroup<PerformerResult>;
  events: IndexGroup<EventResult>;
  venues: IndexGroup<VenueResult>;
  cities: IndexGroup<CityResult>;
  builtAt: number;
  fingerprint: string;
}

type Draft<T> = Omit<IndexEntry<T>, 'name' | 'words' | 'wordIds' | 'rank'> & {
  text: string;
  /** Extra words an entry is found by besides its own name (an event's performer). */
  alsoKnownAs?: string;
  popularity: number;
};

/** Reads the catalogue and builds the in-memory index; events are upcoming and not cancelled. */
export async function buildSearchIndex(
  db: Db,
  options: { now: Date; cdnBaseUrl: string; fingerprint: string },
): Promise<SearchIndex> {
  // One after another: PGlite has a single connection, and the pool on PostgreSQL is shared.
  const genreRows = await listGenres(db);
  const leagueRows = await loadLeagueRows(db);
  const performerRows = await loadPerformerRows(db);
  const eventRows = await loadEventRows(db, options.now);
  const venueRows = await loadVenueRows(db);
  const cityRows = await loadCityRows(db);
  const image = (stored: string | null) => publicImageUrl(stored, options.cdnBaseUrl);

  const drafts = {
    genres: genreRows.map((g) => ({
      text: g.name,
      popularity: 0,
      categoryId: g.category.id,
      startsAt: 0,
      result: {
        id: g.id,
        name: g.name,
        slug: g.slug,
        category: g.category.id,
        category_name: g.category.name,
        category_slug: g.category.slug,
        image: image(g.imageUrl),
        url: genrePath(g.category.slug, g.slug),
      },
    })),
    leagues: leagueRows.map((l) => ({
      text: l.name,
      popularity: 0,
      categoryId: l.categoryId,
      startsAt: 0,
      // A league's page is its genre's page (each league is one of the fixed sports genre groups).
      result: { id: l.id, name: l.name, slug: l.slug, url: genrePath(l.categorySlug, l.genreSlug) },
    })),
    performers: performerRows.map((p) => ({
      text: p.name,
      popularity: p.popularity,
      categoryId: p.category.id,
      startsAt: 0,
      result: {
        id: p.id,
        name: p.name,
        slug: p.slug,
        category: p.category.name,
        category_slug: p.category.slug,
        genre: p.genreName,
        genre_slug: p.genreSlug,
        image_url: image(p.imageUrl),
        url: performerPath(p.category.slug, p.genreSlug, p.slug),
      },
    })),
    events: eventRows.map((e) => ({
      text: e.name,
      alsoKnownAs: e.performerName,
      popularity: e.popularity,
      categoryId: e.category.id,
      startsAt: e.startsAt.getTime(),
      result: {
        id: e.id,
        event_id: e.id,
        name: e.name,
        date: e.startsAt.toISOString(),
        timezone: e.timezone,
        venue: e.venueName,
        venue_slug: e.venueSlug,
        address: { city: e.cityName, state: e.state, country: e.countryCode },
        category: e.category.name,
        genre: e.genreName,
        performer: e.performerName,
        url: eventPath({
          categorySlug: e.category.slug,
          genreSlug: e.genreSlug,
          performerSlug: e.performerSlug,
          eventName: e.name,
          eventId: e.id,
        }),
      },
    })),
    venues: venueRows.map((v) => ({
      text: v.name,
      popularity: v.popularity,
      categoryId: null,
      startsAt: 0,
      result: {
        id: v.id,
        name: v.name,
        slug: v.slug,
        city: v.cityName,
        state: v.state,
        country: v.countryCode,
        url: venuePath(v.slug),
      },
    })),
    cities: cityRows.map((c) => ({
      text: c.name,
      popularity: c.popularity,
      categoryId: null,
      startsAt: 0,
      result: {
        id: c.id,
        name: c.name,
        state: c.state,
        country: c.countryCode,
        url: cityPath({ name: c.name, id: c.id }),
      },
    })),
  };

  const vocabularyIds = new Map<string, number>();
  const prepared = {
    genres: prepareEntries<GenreResult>(drafts.genres, vocabularyIds),
    leagues: prepareEntries<LeagueResult>(drafts.leagues, vocabularyIds),
    performers: prepareEntries<PerformerResult>(drafts.performers, vocabularyIds),
    // Soonest first, so among equally good matches the next event wins.
    events: prepareEntries<EventResult>(
      drafts.events,
      vocabularyIds,
      (a, b) => a.startsAt - b.startsAt,
    ),
    venues: prepareEntries<VenueResult>(drafts.venues, vocabularyIds),
    cities: prepareEntries<CityResult>(drafts.cities, vocabularyIds),
  };

  // Renumber words in sorted order: a prefix then covers one contiguous range of ids.
  const vocabulary = [...vocabularyIds.keys()].sort();
  const sortedId = new Int32Array(vocabulary.length);
  vocabulary.forEach((word, index) => {
    sortedId[vocabularyIds.get(word)!] = index;
  });

  return {
    vocabulary,
    genres: toGroup(prepared.genres, sortedId),
    leagues: toGroup(prepared.leagues, sortedId),
    performers: toGroup(prepared.performers, sortedId),
    events: toGroup(prepared.events, sortedId),
    venues: toGroup(prepared.venues, sortedId),
    cities: toGroup(prepared.cities, sortedId),
    builtAt: Date.now(),
    fingerprint: options.fingerprint,
  };
}

interface Prepared<T> {
  entries: IndexEntry<T>[];
  /** Per entry, the (unsorted) vocabulary ids of its words. */
  wordIds: number[][];
}

const byPopularity = (a: Draft<unknown>, b: Draft<unknown>) =>
  b.popularity - a.popularity || a.text.localeCompare(b.text);

function prepareEntries<T>(
  drafts: Draft<T>[],
  vocabularyIds: Map<string, number>,
  order: (a: Draft<T>, b: Draft<T>) => number = byPopularity,
): Prepared<T> {
  const sorted = [...drafts].sort(order);
  const wordIds: number[][] = [];
  const entries = sorted.map((draft, rank) => {
    const name = normaliseSearchText(draft.text);
    const extra = draft.alsoKnownAs ? normaliseSearchText(draft.alsoKnownAs) : '';
    const words = [...new Set(`${name} ${extra}`.split(' ').filter(Boolean))];
    wordIds.push(
      words.map((word) => {
        let id = vocabularyIds.get(word);
        if (id === undefined) {
          id = vocabularyIds.size;
          vocabularyIds.set(word, id);
        }
        return id;
      }),
    );
    return {
      name,
      words,
      wordIds: new Int32Array(0),
      rank,
      categoryId: draft.categoryId,
      startsAt: draft.startsAt,
      result: draft.result,
    };
  });
  return { entries, wordIds };
}

function toGroup<T>(prepared: Prepared<T>, sortedId: Int32Array): IndexGroup<T> {
  const lists = new Map<number, number[]>();
  prepared.wordIds.forEach((ids, position) => {
    const entry = prepared.entries[position]!;
    entry.wordIds = Int32Array.from(ids, (id) => sortedId[id]!);
    for (const word of entry.wordIds) {
      const list = lists.get(word);
      if (list) list.push(position);
      else lists.set(word, [position]);
    }
  });
  const postings = new Map<number, Int32Array>();
  for (const [word, list] of lists) postings.set(word, Int32Array.from(list));
  const { entries } = prepared;
  const byName = Int32Array.from(entries.keys()).sort((a, b) => {
    const x = entries[a]!.name;
    const y = entries[b]!.name;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return { entries, postings, byName, byNameRanks: new RangeMinimum(byName) };
}
