import type { HeaderVariant, PageHandle } from '../../lib/page-handle';

/** What the root layout reads of a match (useMatches or meta matches). */
interface MatchLike {
  handle?: unknown;
  loaderData?: unknown;
}

function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'header' in value && 'loader' in value;
}

/** The handle of error pages and of pages that declare none: black header, no loader. */
export const DEFAULT_PAGE_HANDLE: PageHandle = { header: 'defaultBlack', loader: null };

/**
 * The page's handle: from the deepest match that has one, its loader data's `pageHandle`
 * (the catalogue dispatcher serves many kinds of page from one route) before its route `handle`.
 */
export function pageHandleFromMatches(matches: readonly MatchLike[]): PageHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i]!;
    const data = match.loaderData as { pageHandle?: unknown } | null | undefined;
    if (data && typeof data === 'object' && isPageHandle(data.pageHandle)) return data.pageHandle;
    if (isPageHandle(match.handle)) return match.handle;
  }
  return DEFAULT_PAGE_HANDLE;
}

/** The header variants this shell draws. */
export type ShellHeaderVariant = Exclude<
  HeaderVariant,
  'eventPageHeader' | 'checkoutPageHeader' | 'none'
>;

/**
 * The header drawn for a variant: the event page and checkout draw their eventPageHeader and
 * checkoutPageHeader themselves (they show the event, and the hold's countdown), so the shell
 * draws none for them; 'none' draws nothing (null).
 */
export function shellHeaderVariant(variant: HeaderVariant): ShellHeaderVariant | null {
  switch (variant) {
    case 'none':
    case 'eventPageHeader':
    case 'checkoutPageHeader':
      return null;
    default:
      return variant;
  }
}

/** Whether the footer shows: not on 'none' pages nor on pages that opt out (set-password). */
export function showsFooter(handle: PageHandle): boolean {
  return handle.header !== 'none' && handle.footer !== false;
}
