import type { AppLoadContext } from 'react-router';
import type { ApiClient } from './api-client';
import type { PageHandle } from './page-handle';

/** What the catalogue dispatcher hands a page's loader function. */
export interface PageLoadArgs {
  api: ApiClient;
  /** The URL's country prefix (uk, au …), or null when there is none (us, noc and none). */
  countryCode: string | null;
  request: Request;
  context: AppLoadContext;
  /** Path segments after the country prefix, decoded ('+' kept). */
  segments: string[];
}

/**
 * Loader data may carry `pageHandle` to override the route module's static `handle`: the
 * catalogue dispatcher serves category, genre, performer and event pages from one route.
 */
export interface WithPageHandle {
  pageHandle?: PageHandle;
}
