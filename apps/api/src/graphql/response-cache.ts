import type { FastifyInstance, FastifyRequest } from 'fastify';

const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  payload: string;
  expiresAt: number;
}

const cacheKey = Symbol('graphql-response-cache-key');
type Keyed = FastifyRequest & { [cacheKey]?: string };

// Carousels post the same few queries with the same variables over and over. Below the resolvers'
// own 30 s read cache, parsing, executing and serialising still cost as much as the SQL saved, so
// identical POST bodies get the identical answer for a few seconds. Only error-free answers are
// kept; the short TTL bounds staleness after writes (the data itself is cached 30 s anyway).
/** Serves identical GraphQL POST bodies from a short-lived in-process cache of the JSON answer. */
export function installResponseCache(app: FastifyInstance, path: string): void {
  const entries = new Map<string, Entry>();

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== path) return;
    const key = JSON.stringify(request.body ?? null);
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      return reply.type('application/json; charset=utf-8').send(hit.payload);
    }
    (request as Keyed)[cacheKey] = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = (request as Keyed)[cacheKey];
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    if (payload.includes('"errors"')) return payload;
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { payload, expiresAt: Date.now() + TTL_MS });
    return payload;
  });
}
