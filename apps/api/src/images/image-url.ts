const STORAGE_SCHEME = 'storage://';

/**
 * The public URL of a stored image path (stored images move from storage address to CDN address):
 * `storage://performers/x.svg` → `${cdnBaseUrl}/performers/x.svg`; other values unchanged.
 */
export function publicImageUrl(stored: string | null, cdnBaseUrl: string): string | null {
  if (!stored) return null;
  if (!stored.startsWith(STORAGE_SCHEME)) return stored;
  const path = stored.slice(STORAGE_SCHEME.length).replace(/^\/+/, '');
  return `${cdnBaseUrl.replace(/\/+$/, '')}/${path}`;
}
