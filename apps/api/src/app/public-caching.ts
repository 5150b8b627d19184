import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const PUBLIC_MAX_AGE = 'public, max-age=60';

// Public reads (catalogue, search, content, places, money) are the same for every visitor, so
// browsers and CDNs may keep them a minute and revalidate with the ETag; a matching If-None-Match
// gets an empty 304. A route that answers per visitor sets its own Cache-Control, which wins.
/** Adds ETag and Cache-Control to successful GET answers of the routes in this plugin scope. */
export function installPublicCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('cache-control')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', PUBLIC_MAX_AGE);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
