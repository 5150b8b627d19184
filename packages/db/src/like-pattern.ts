import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards (% and _) and its escape character, so typed text matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching any text that contains `text` literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Whether a name column contains the typed text, ignoring case and accents ('Zurich' finds
 * 'Zürich', 'MONTRÉAL' finds 'Montreal'): the one name match of every search in SQL.
 */
export function nameContains(column: SQLWrapper, text: string): SQL {
  return sql`unaccent(lower(${column})) like unaccent(lower(${containsPattern(text)}))`;
}
