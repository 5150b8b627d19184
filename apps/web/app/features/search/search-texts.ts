// Every user-facing text of the search box, kept verbatim in one place so the header,
// the banner, the mobile modal and the /see-all page cannot drift apart.

/** Which search box: the two differ only in their empty text and their see-all label. */
export type SearchBoxVariant = 'header' | 'banner';

export const BROWSE_CATEGORIES_HEADING = 'Browse Categories';
export const SEARCH_HINT = 'Try searching a team, league, performer, city or venue';
export const SEARCH_INPUT_LABEL = 'Search';

/** The empty-result sentence of each variant, with the text the visitor searched for. */
export function emptyResultText(variant: SearchBoxVariant, text: string): string {
  return variant === 'header'
    ? `No results for '${text}'`
    : `Sorry we couldn't find any results for '${text}'`;
}

/** Label of the option that opens /see-all with the typed text. */
export function seeAllLabel(variant: SearchBoxVariant): string {
  return variant === 'header' ? 'See Results' : 'See All Results';
}

/** What the polite live region says once results arrive: '1 result', '5 results'. */
export function resultCountText(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}
