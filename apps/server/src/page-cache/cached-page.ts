import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  type PolicyOptions,
} from '../content-security-policy';
import { PageEncodings } from './page-encodings';

/** A page answer kept whole: a hit costs no rendering, and each encoding is compressed once. */
export interface CachedPage {
  status: number;
  /** Headers of the render worth repeating (content type and the like). */
  headers: readonly [string, string][];
  body: Buffer;
  /** Its br and gzip forms, made when a visitor first asks for one. */
  encodings: PageEncodings;
  /** Weak: the encodings differ in bytes, not in meaning. */
  etag: string;
  /** HTML only: the policy listing the hashes of this page's inline scripts (no nonce). */
  csp: string | null;
}

// Hop-by-hop and per-answer headers are set again for each answer, never replayed.
const NOT_REPLAYED = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/** Bytes a cached page holds: its body, and room for its compressed forms. */
export function pageBytes(page: CachedPage): number {
  return page.body.length + page.encodings.reservedBytes;
}

/**
 * Prepares a rendered page for sharing: tagged with an ETag, and for HTML given a hash-based CSP.
 * Nothing is compressed yet: a page only its own visitor will see needs one encoding, not two.
 */
export function preparePage(
  status: number,
  headers: Iterable<[string, string]>,
  body: Buffer,
  policy: PolicyOptions,
): CachedPage {
  const kept = [...headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()));
  const type = kept.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return {
    status,
    headers: kept,
    body,
    encodings: new PageEncodings(body),
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    csp: type.startsWith('text/html')
      ? contentSecurityPolicy({ hashes: inlineScriptHashes(body) }, policy)
      : null,
  };
}
