// The build's fingerprinted files: their names change with their content, so they are cached for a
// year and carry none of a document's headers. One rule for every place that treats them apart.

/** The URL folder of the fingerprinted files of the web build. */
export const ASSETS_PATH = '/assets/';

/** Whether a request URL names a fingerprinted file of the web build. */
export function isFingerprintedAsset(url: string): boolean {
  return url.startsWith(ASSETS_PATH);
}
