import { splitCountryPrefix } from '@reprise/domain/country';
import { isEventPagePath } from '@reprise/domain/routes';
import type { PageHandle } from '../lib/page-handle';

// First path segments of pages whose handle says "no loader" (about, FAQ, static pages …).
const NO_LOADER_FIRST: ReadonlySet<string> = new Set([
  'about',
  'faq',
  'press',
  'sitemap',
  'return-policy',
  'cookies',
  'terms-and-conditions',
  'privacy-policy',
  '410',
  'myaccount',
  'mytickets',
  'favorites',
  'invite',
  'set-password',
  'change-password',
]);

/**
 * Loader colour of the page a navigation is heading to (white for event, checkout,
 * blog and see-all; black for performer, genre, category, venue and city, and home).
 *
 * Read from the target path because the target's handle is not known while it loads: route
 * modules load lazily, and the catalogue dispatcher's `pageHandle` arrives with its data. This
 * mirrors the handles the route modules declare.
 */
export function loaderColorForPath(pathname: string): PageHandle['loader'] {
  const { path } = splitCountryPrefix(pathname.split(/[?#]/, 1)[0] ?? '/');
  const segments = path.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return 'black';
  if (first === 'blog' || first === 'see-all') return 'white';
  if (first === 'venue' || first === 'cities') return 'black';
  if (NO_LOADER_FIRST.has(first)) return null;
  if (segments.length === 5 && segments[4] === 'checkout') return 'white';
  if (isEventPagePath(path)) return 'white';
  return segments.length <= 3 ? 'black' : null;
}
