/** The genre columns of a row left-joined to genres: all null when the row has no genre. */
export interface GenreColumns {
  genreId: number | null;
  genreName: string | null;
  genreSlug: string | null;
}

/** The `{ id, name, slug }` of a left-joined genre, or null (special events have none). */
export function genreFromRow(row: GenreColumns): { id: number; name: string; slug: string } | null {
  return row.genreId !== null && row.genreName !== null && row.genreSlug !== null
    ? { id: row.genreId, name: row.genreName, slug: row.genreSlug }
    : null;
}
