/** What other contexts may use of the catalogue: the genre list. */

export { listGenres } from './performer-queries';
