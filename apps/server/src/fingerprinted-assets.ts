// The fingerprinted files: the web build's scripts and styles, and the message catalogues. Their
// names change with their content, so they are cached for a year and carry none of a document's
// headers. One rule for every place that treats them apart.

/** The URL folder of the fingerprinted files of the web build. */
export const ASSETS_PATH = '/assets/';

/** The URL folder of the message catalogues (catalogue-files.ts). */
export const CATALOGUE_PATH = '/i18n/';

/** Whether a request URL names a fingerprinted file (of the web build, or a catalogue). */
export function isFingerprintedAsset(url: string): boolean {
  return url.startsWith(ASSETS_PATH) || url.startsWith(CATALOGUE_PATH);
}

/** The Cache-Control of a fingerprinted file: a year, never revalidated. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Headers a fingerprinted file does not need. A page's first load fetches dozens of scripts, and a
// phone's 150 KB script budget counts every header byte of each (they were over 500 bytes a file,
// a sixth of the budget). Document-only ones (framing, referrer, legacy IE and Flash switches);
// validators, as a file whose name is its content's hash is never revalidated; byte ranges, as
// scripts are never fetched in parts; HSTS, which every document of the site already carries.
// nosniff and CORP stay.
/** The headers a fingerprinted file is sent without. */
export const ASSET_SKIPPED_HEADERS = [
  'accept-ranges',
  'cross-origin-opener-policy',
  'etag',
  'last-modified',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
