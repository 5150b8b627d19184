/**
 * What other contexts may use of the catalogue: the genre list, performer rows (by id, or the
 * select they start from) and performer cards.
 */

export { toPerformerCard } from './performer-card';
export { findPerformersByIds, listGenres, selectPerformers } from './performer-queries';
