import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentReadScope, ReadScope, requestReadScope, runInReadScope } from '../cache/read-scope';
import { TaggedCache } from '../cache/tagged-cache';
import { checkedGraphqlRequest } from './request-guard';

const TTL_MS = 5_000;
/** Says whether a GraphQL answer came from this cache (hit) or was computed (miss). */
export const ANSWER_CACHE_HEADER = 'x-graphql-cache';
const MAX_BYTES = 16 * 1024 * 1024;

interface Pending {
  key: string;
  scope: ReadScope;
  ticket: number;
}

const pendingKey = Symbol('graphql-response-cache');
type WithPending = FastifyRequest & { [pendingKey]?: Pending };

// Carousels post the same few queries with the same variables over and over. Below the resolvers'
// own read cache, parsing, executing and serialising still cost as much as the SQL saved, so
// identical POST requests (normalised) get the identical answer for a few seconds. Only error-free answers are
// kept, each under the tags of what its resolvers read, so a write drops it at once (on every
// copy, through the read cache's invalidation); the TTL only bounds answers of uncached reads.
// Requests carrying credentials bypass the cache both ways.
// A kept answer is its UTF-8 bytes, encoded once: a hit sends them as they are, with no string to
// measure and encode again. It is sent from preValidation, right after the request guard passed
// the body (the guard runs first, as the hooks of one scope run in the order they were added), so
// a hit skips the hooks between there and the handler; every protection in front (rate limit,
// input guard, the guard itself) has run by then.
/** Serves identical GraphQL POST bodies from an in-process cache of the JSON answer. */
export function installResponseCache(app: FastifyInstance, path: string): TaggedCache<Buffer> {
  const cache = new TaggedCache<Buffer>({ maxBytes: MAX_BYTES });
  app.readCache.subscribe(cache);

  app.addHook('preValidation', (request, reply, done) => {
    if (request.method !== 'POST' || request.routeOptions.url !== path) return done();
    // An authorised answer (the operator's allBuyers) is for its caller only: never kept, never
    // served from what someone else asked.
    if (request.headers.authorization !== undefined) return done();
    // The parsed and printed query with its sorted variables (request-guard.ts): whitespace,
    // comments or key order cannot make one answer into many entries.
    const key = checkedGraphqlRequest(request)?.normalizedKey;
    if (key === undefined) return done();
    const hit = cache.get(key);
    if (hit) {
      // A page rendering this answer depends on the same data. Its scope is entered again only
      // before the handler (read-scope.ts), so it is told here by name.
      (requestReadScope(request) ?? currentReadScope())?.record(hit.tags, hit.expiresAt);
      reply
        .header(ANSWER_CACHE_HEADER, 'hit')
        .type('application/json; charset=utf-8')
        .send(hit.value);
      return;
    }
    const pending: Pending = {
      key,
      scope: new ReadScope(requestReadScope(request)),
      ticket: cache.ticket(),
    };
    (request as WithPending)[pendingKey] = pending;
    reply.header(ANSWER_CACHE_HEADER, 'miss');
    done();
  });

  // Entered just before the handler, after the read-scope hook has entered the page's scope (the
  // parent of this one), so every cached read the resolvers make is told to both.
  app.addHook('preHandler', (request, _reply, done) => {
    const pending = (request as WithPending)[pendingKey];
    if (pending === undefined) return done();
    runInReadScope(pending.scope, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const pending = (request as WithPending)[pendingKey];
    if (pending === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    if (payload.includes('"errors"')) return done(null, payload);
    const bytes = Buffer.from(payload);
    cache.set(pending.key, bytes, {
      tags: pending.scope.tags,
      expiresAt: Math.min(Date.now() + TTL_MS, pending.scope.expiresAt),
      bytes: bytes.length,
      ticket: pending.ticket,
    });
    done(null, payload);
  });
  return cache;
}
