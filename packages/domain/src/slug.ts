import { foldLetters } from './fold-letters';
import { isRecordId } from './ids';
import { decodePathSegment } from './path-segment';

/** Genre slug aliases, keyed by the slugified genre name. */
export const GENRE_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'premier-league': 'epl',
  'hip-hop': 'rb',
};

// Beyond the slug rule: accents are folded first (NFKD also flattens ligatures and full-width letters) so
// 'Beyoncé' keeps its e instead of losing it, and edge hyphens are trimmed so '  Hello!! ' is not
// '-hello-', which would give two URLs for one name.
/** URL slug of a name: lowercase, spaces to hyphens, only word characters and hyphens. */
export function slugify(text: string): string {
  return foldLetters(text)
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug of a genre or league name, with its aliases (Premier League → epl, Hip Hop → rb). */
export function genreSlug(name: string): string {
  const slug = slugify(name);
  return GENRE_SLUG_ALIASES[slug] ?? slug;
}

/** Event (or city) URL segment: the slugified name joined by '+' to the id. */
export function eventSegment(name: string, id: number | string): string {
  return `${slugify(name)}+${id}`;
}

/** The parts of an event (or city) URL segment. */
export interface EventSegment {
  slug: string;
  id: number;
}

// Only canonical ids: no sign, no leading zeros, so each event has exactly one URL.
const SEGMENT_ID = /^[1-9]\d*$/;

// The id is what follows the LAST '+', since an old slug may itself contain one.
/** Reads `slug+id` (plus also as %2B); null when there is no id (a positive int4). */
export function parseEventSegment(segment: string): EventSegment | null {
  const decoded = decodePathSegment(segment);
  const plus = decoded.lastIndexOf('+');
  if (plus < 0) return null;
  const idText = decoded.slice(plus + 1);
  if (!SEGMENT_ID.test(idText)) return null;
  const id = Number(idText);
  // Past int4 no event can exist: a 404, never a database error.
  if (!isRecordId(id)) return null;
  return { slug: decoded.slice(0, plus), id };
}
