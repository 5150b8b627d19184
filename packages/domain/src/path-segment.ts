/** Decodes one URL path segment, reading an encoded plus (%2B) as '+'. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape makes decodeURIComponent throw; a bad link must not crash a page.
    return segment.replace(/%2B/gi, '+');
  }
}
