import type { Translate } from '../../lib/i18n/catalogue';

// Every user-facing text of the search box, in one place so the header, the banner, the mobile
// modal and the /see-all page cannot drift apart (the English messages are verbatim).

/** Which search box: the two differ only in their empty text and their see-all label. */
export type SearchBoxVariant = 'header' | 'banner';

/** The empty-result sentence of each variant, with the text the visitor searched for. */
export function emptyResultText(t: Translate, variant: SearchBoxVariant, text: string): string {
  return t(variant === 'header' ? 'search.emptyHeader' : 'search.emptyBanner', { text });
}

/** Label of the option that opens /see-all with the typed text. */
export function seeAllLabel(t: Translate, variant: SearchBoxVariant): string {
  return t(variant === 'header' ? 'search.seeResults' : 'search.seeAllResults');
}

/** What the polite live region says once results arrive: '1 result', '5 results'. */
export function resultCountText(t: Translate, count: number): string {
  return t('search.resultCount', { count });
}
