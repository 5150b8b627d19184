import type { AppLoadContext } from 'react-router';
import { type ApiClient, apiFromContext } from './api-client';
import { countryFromParams } from './country-prefix';
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

/**
 * A page loader's answer: the URL's country prefix (an unknown one is a 404, before anything is
 * read) beside what `load` reads with the request's API client.
 */
export async function withPageCountry<T extends object>(
  args: { params: { countryCode?: string }; context: AppLoadContext },
  load: (api: ApiClient) => Promise<T>,
): Promise<{ countryCode: string | null } & T> {
  const countryCode = countryFromParams(args.params);
  return { countryCode, ...(await load(apiFromContext(args.context))) };
}
