import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './bearer-token';
import { DomainError } from './errors/domain-error';

// Comparing digests of equal length in constant time: neither the key's length nor how much of
// it a guess got right leaks through the time an answer takes.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets only the operator through: `Authorization: Bearer <OPERATOR_API_KEY>`. Without a configured
 * key the call answers 404 exactly as an absent route does; without a bearer key 401; with any
 * other key — a signed-in buyer's included — 403. The one guard of every operator-only call.
 */
export function requireOperator(request: FastifyRequest, reply?: FastifyReply): void {
  const key = request.server.apiConfig.operatorApiKey;
  if (!key) {
    throw new DomainError(
      'ROUTE_NOT_FOUND',
      `There is no API route ${request.method} ${request.url.split('?')[0]}.`,
    );
  }
  const token = bearerToken(request);
  if (!token) {
    reply?.header('www-authenticate', 'Bearer');
    throw new DomainError(
      'UNAUTHENTICATED',
      'This call needs the operator key: Authorization: Bearer <OPERATOR_API_KEY>.',
      'authorization',
    );
  }
  if (!timingSafeEqual(digest(token), digest(key))) {
    throw new DomainError('FORBIDDEN', 'This call is for the operator only.', 'authorization');
  }
}
