import { createHash } from 'node:crypto';
import { ifNoneMatchMatches } from '@reprise/domain/http/if-none-match';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';
import { buildSvgImage, IMAGE_KINDS, isImageKind, slugOfImageFile } from './svg-image';

const imageParamsSchema = z.object({ kind: z.string(), file: z.string() });

// A year, immutable: an image path never changes what it draws, so clients need not revalidate.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// The SVG is served as a document of its own; it needs no script, no fetch, only its inline style.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The images calls of the API: our generated artwork for every stored image path. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/img/:kind/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Generated image of a performer, event, city, venue, genre, banner or blog post',
        params: imageParamsSchema,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      if (!isImageKind(kind)) {
        throw new DomainError(
          'VALIDATION_FAILED',
          `kind must be one of ${IMAGE_KINDS.join(', ')}.`,
          'kind',
        );
      }
      const slug = slugOfImageFile(file);
      if (!slug) {
        throw new DomainError(
          'VALIDATION_FAILED',
          'file must be a lowercase slug ending in .svg, such as taylor-swift.svg.',
          'file',
        );
      }
      const svg = buildSvgImage(kind, slug);
      const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`;
      reply
        .header('Cache-Control', CACHE_CONTROL)
        .header('ETag', etag)
        .header('Content-Security-Policy', SVG_CSP)
        .header('X-Content-Type-Options', 'nosniff');
      if (ifNoneMatchMatches(request.headers['if-none-match'], etag))
        return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
