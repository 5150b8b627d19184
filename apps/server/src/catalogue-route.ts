import { preferredEncoding } from '@reprise/domain/http/accept-encoding';
import type { FastifyInstance } from 'fastify';
import { catalogueFileBytes } from './catalogue-files';
import { ASSET_CACHE_CONTROL, ASSET_SKIPPED_HEADERS, CATALOGUE_PATH } from './fingerprinted-assets';

/**
 * Serves each language's message catalogue at its fingerprinted URL (catalogue-files.ts): JSON,
 * compressed once at the best level, cached by browsers and CDNs for good. Any other name under
 * the folder, an old hash included, is a plain 404: a stale page, not a page of ours.
 */
export function registerCatalogueRoute(app: FastifyInstance): void {
  app.get(`${CATALOGUE_PATH}*`, async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = catalogueFileBytes(path, encoding);
    if (!body) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    for (const name of ASSET_SKIPPED_HEADERS) reply.removeHeader(name);
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', ASSET_CACHE_CONTROL)
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
