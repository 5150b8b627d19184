// Entity tags may contain commas, so the header is read tag by tag, not split on commas.
const ENTITY_TAG = /\*|(?:W\/)?"[^"]*"/g;

/**
 * Whether an If-None-Match header matches a representation's ETag, so a 304 may be sent: `*`, or
 * any tag of its list equal to the ETag under weak comparison (a `W/` prefix on either is ignored).
 */
export function ifNoneMatchMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  for (const [tag] of ifNoneMatch.matchAll(ENTITY_TAG)) {
    if (tag === '*' || tag.replace(/^W\//, '') === opaque) return true;
  }
  return false;
}
