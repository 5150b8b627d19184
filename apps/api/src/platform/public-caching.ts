import { createHash } from 'node:crypto';
import { ifNoneMatchMatches } from '@reprise/domain/http/if-none-match';
import type { FastifyInstance } from 'fastify';

const PUBLIC_MAX_AGE = 'public, max-age=60';
// What every answer that did not opt in gets: it may depend on who asks (session, IP, cookies).
const PRIVATE = 'private, no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every visitor: browsers and CDNs may keep it (public-caching.ts). */
    publicCache?: boolean;
  }
}

/** The strong ETag of an answer's bytes (what public GETs carry). */
export function payloadEtag(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Route config of a GET whose answer is the same for every visitor. */
export const PUBLIC_CACHE = { publicCache: true } as const;

// Caching is opt-in: a route is public only when it says so with `config: PUBLIC_CACHE`, so an
// answer that depends on the visitor can never be kept by a shared cache by accident. Public GETs
// get an ETag and a minute of max-age, and a matching If-None-Match gets an empty 304; a route may
// still set its own Cache-Control, which wins, and a route that keeps its answers ready-made may
// set their ETag itself (payloadEtag), which saves hashing them on every request.
/** Adds ETag and Cache-Control to opted-in GETs, and `private, no-store` to every other answer. */
export function installPublicCaching(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('cache-control')) return done(null, payload);
    const isPublic = request.routeOptions.config?.publicCache === true;
    if (!isPublic || request.method !== 'GET' || reply.statusCode !== 200) {
      reply.header('cache-control', PRIVATE);
      return done(null, payload);
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = (reply.getHeader('etag') as string | undefined) ?? payloadEtag(payload);
    reply.header('etag', etag);
    reply.header('cache-control', PUBLIC_MAX_AGE);
    if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
