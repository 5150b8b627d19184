import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  type PolicyOptions,
} from '../content-security-policy';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page answer kept whole: every encoding ready, so a hit costs no rendering and no compressing. */
export interface CachedPage {
  status: number;
  /** Headers of the render worth repeating (content type and the like). */
  headers: readonly [string, string][];
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
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

/** Bytes a cached page holds: its three encodings. */
export function pageBytes(page: CachedPage): number {
  return page.body.length + page.br.length + page.gzip.length;
}

/**
 * Prepares a rendered page for sharing: compressed once in both encodings off the event loop
 * (zlib's thread pool), tagged with an ETag, and for HTML given a hash-based CSP.
 */
export async function preparePage(
  status: number,
  headers: Iterable<[string, string]>,
  body: Buffer,
  policy: PolicyOptions,
): Promise<CachedPage> {
  const kept = [...headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()));
  const type = kept.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return {
    status,
    headers: kept,
    body,
    br,
    gzip: gz,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    csp: type.startsWith('text/html')
      ? contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString('utf8')) }, policy)
      : null,
  };
}
