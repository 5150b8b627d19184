import { createHash, timingSafeEqual } from 'node:crypto';
import type { SourceName } from '@reprise/domain/schemas/sources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../platform/bearer-token';
import { DomainError } from '../platform/errors/domain-error';
import type { SourcesConfig } from './sources-config';
import { envSuffix } from './sources-config';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets through only the source's own key (`Authorization: Bearer <SOURCE_KEY_…>`): a missing or
 * wrong key, or a source without a configured key, answers 401. Keys compare in constant time.
 */
export function requireSourceKey(
  config: SourcesConfig,
  source: SourceName,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const key = config.sources[source]?.ingestKey;
  const token = bearerToken(request);
  if (!key || !token || !timingSafeEqual(digest(token), digest(key))) {
    reply.header('www-authenticate', 'Bearer');
    throw new DomainError(
      'UNAUTHENTICATED',
      `This call needs the ${source} source key: Authorization: Bearer <SOURCE_KEY_${envSuffix(source)}>.`,
      'authorization',
    );
  }
}
