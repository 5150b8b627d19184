import { GENRE_GROUPS } from '@reprise/domain/categories';
import { CATEGORY_IDS } from '@reprise/domain/ids';
import { slugify } from '@reprise/domain/slug';
import { ACTS_BY_GENRE, HOME_MARKETS, PINNED_VENUES } from './data/acts';
import { TEAMS } from './data/teams';
import type { SqlValue } from './sql-values';

/** A performer as the later stages use it. */
export interface PlannedPerformer {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  genreId: number | null;
  /** The genre group's name, or null for special events. */
  genre: string | null;
  leagueId: number | null;
  popularity: number;
  /** Home ground of a team, or the venues a show or festival is pinned to. */
  venues: readonly string[];
  homeMarket: 'us' | 'uk' | 'au' | 'nz' | null;
}

export const PERFORMER_COLUMNS = [
  'id',
  'name',
  'slug',
  'category_id',
  'genre_id',
  'league_id',
  'popularity',
  'image_url',
  'alt_tag',
] as const;

// The best-known act of a group gets the top score and the last one the floor, so search ranks
// real favourites first; the tops differ per category because a ballet rarely outsells a stadium.
const TOP_POPULARITY: Readonly<Record<number, number>> = {
  [CATEGORY_IDS.Sports]: 96,
  [CATEGORY_IDS.Concerts]: 99,
  [CATEGORY_IDS.Theater]: 92,
  [CATEGORY_IDS.Festivals]: 95,
  [CATEGORY_IDS.SpecialEvents]: 84,
};
const FLOOR_POPULARITY = 35;

function rankedPopularity(categoryId: number, rank: number, count: number): number {
  const top = TOP_POPULARITY[categoryId] ?? 80;
  return Math.round(top - ((top - FLOOR_POPULARITY) * rank) / Math.max(1, count - 1));
}

/** Every performer of the catalogue (teams, acts, shows, festivals, special events), unfiltered. */
export function allPerformers(): Omit<PlannedPerformer, 'id'>[] {
  const genreByName = new Map(GENRE_GROUPS.map((genre) => [genre.name, genre]));
  const list: Omit<PlannedPerformer, 'id'>[] = [];
  const add = (
    name: string,
    genre: string | null,
    rank: number,
    count: number,
    venues: readonly string[],
  ) => {
    const group = genre ? genreByName.get(genre) : undefined;
    if (genre && !group) throw new Error(`Unknown genre group ${genre}`);
    const categoryId = group?.categoryId ?? CATEGORY_IDS.SpecialEvents;
    const isSport = categoryId === CATEGORY_IDS.Sports;
    list.push({
      name,
      slug: slugify(name),
      categoryId,
      genreId: group?.id ?? null,
      genre,
      // League ids are the ids of their sports groups (see seed-catalogue).
      leagueId: isSport && group ? group.id : null,
      popularity: rankedPopularity(categoryId, rank, count),
      venues,
      homeMarket: HOME_MARKETS[name] ?? null,
    });
  };
  for (const [league, teams] of Object.entries(TEAMS)) {
    for (const [rank, [name, home]] of teams.entries()) {
      add(name, league, rank, teams.length, home ? [home] : []);
    }
  }
  for (const [genre, names] of ACTS_BY_GENRE) {
    for (const [rank, name] of names.entries()) {
      add(name, genre, rank, names.length, PINNED_VENUES[name] ?? []);
    }
  }
  const slugs = new Set<string>();
  for (const performer of list) {
    if (slugs.has(performer.slug))
      throw new Error(`Two performers share the slug ${performer.slug}`);
    slugs.add(performer.slug);
  }
  return list;
}

/** The performers of a size with ids from the offset, and their rows. */
export function buildPerformers(
  filter: (name: string) => boolean,
  firstId: number,
): { performers: PlannedPerformer[]; rows: SqlValue[][] } {
  const performers = allPerformers()
    .filter((performer) => filter(performer.name))
    .map((performer, i) => ({ ...performer, id: firstId + i }));
  const rows = performers.map((p): SqlValue[] => [
    p.id,
    p.name,
    p.slug,
    p.categoryId,
    p.genreId,
    p.leagueId,
    p.popularity,
    `storage://performers/${p.slug}.svg`,
    p.categoryId === CATEGORY_IDS.Sports ? `${p.name} crest` : `${p.name} live`,
  ]);
  return { performers, rows };
}
