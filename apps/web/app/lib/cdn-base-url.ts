import { DEFAULT_CDN_BASE_URL } from '@reprise/domain/constants';
import { useRouteLoaderData } from 'react-router';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

const fromRootData = (data: unknown): string =>
  (data as { cdnBaseUrl?: string } | undefined)?.cdnBaseUrl ?? DEFAULT_CDN_BASE_URL;

/** The CDN base of the image paths a page builds itself, from the root loader (CDN_BASE_URL). */
export function useCdnBaseUrl(): string {
  return fromRootData(useRouteLoaderData('root'));
}

/** The same base for a `meta` function, from its `matches`. */
export function cdnBaseUrlFromMatches(matches: Matches): string {
  return fromRootData(matches.find((match) => match?.id === 'root')?.loaderData);
}
