// Kept apart from schemas/search.ts so browser code can use them without pulling zod in.

/** Longest search text accepted; longer is not a name anyone types. */
export const SEARCH_MAX_LENGTH = 100;
/** Most results per group a global search may ask for. */
export const SEARCH_GROUP_LIMIT_MAX = 10;
/** Page size of the paged event search (/see-all). */
export const EVENT_SEARCH_PAGE_SIZE = 10;
/** Largest page size of the paged event search. */
export const EVENT_SEARCH_PAGE_SIZE_MAX = 50;
