/** What other contexts may use of the catalogue: the genre list and performer cards by id. */

export { toPerformerCard } from './performer-card';
export { findPerformersByIds, listGenres } from './performer-queries';
