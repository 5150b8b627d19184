import { preferredEncoding } from '@reprise/domain/http/accept-encoding';
import { ifNoneMatchMatches } from '@reprise/domain/http/if-none-match';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageEntry } from './page-cache';
import type { PageEncoding } from './page-encodings';

// A CDN keeps a shared page at most this long, and browsers revalidate every time (an ETag makes
// that a 304): the CDN gets no invalidations from us, so its copy must go stale quickly.
const CDN_MAX_AGE_SECONDS = 30;

/**
 * Says how a page was answered: `hit` or `miss` of the shared cache, `stale` (a hit past its data's
 * TTL while a fresh copy renders), or `bypass` (personal).
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Cache-Control of a shared page sent to a signed-in visitor: theirs alone, revalidated. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/** Cache-Control of a page every anonymous visitor with the same cookies gets. */
export function sharedCacheControl(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.min(CDN_MAX_AGE_SECONDS, Math.floor((expiresAt - now) / 1000)));
  return `public, max-age=0, s-maxage=${seconds}, must-revalidate`;
}

/**
 * Answers with a shared page: public caching headers, its ETag (304 when the client has it), the
 * page's own hash-based CSP, and the body compressed as the client accepts: quickly for the
 * visitor whose request rendered it (`miss`), once and well for every later one. Sent at once,
 * returning the reply, when that form is made already (every hit but the first of an encoding);
 * otherwise a promise of the reply, once it is.
 */
export function sendSharedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: PageEntry,
  outcome: 'hit' | 'stale' | 'miss',
  signedIn = false,
  now = Date.now(),
): FastifyReply | Promise<FastifyReply> {
  const page = entry.value;
  reply.status(page.status);
  reply.header(PAGE_CACHE_HEADER, outcome);
  for (const [name, value] of page.headers) reply.header(name, value);
  // A signed-in visitor's copy stays in their browser only (a CDN bypasses sessions anyway).
  reply.header(
    'cache-control',
    signedIn ? SIGNED_IN_CACHE_CONTROL : sharedCacheControl(entry.expiresAt, now),
  );
  reply.header('vary', 'Accept-Encoding, Cookie');
  reply.header('etag', page.etag);
  if (page.csp) reply.header('content-security-policy', page.csp);
  if (ifNoneMatchMatches(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return sendBody(request, reply, page.body, null);
  const made = page.encodings.made(encoding);
  if (made) return sendBody(request, reply, made, encoding);
  const form = outcome === 'miss' ? page.encodings.quick(encoding) : page.encodings.full(encoding);
  return form.then((body) => sendBody(request, reply, body, encoding));
}

function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  encoding: PageEncoding | null,
): FastifyReply {
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(body);
}
