import { findInputProblem } from '@reprise/domain/text/control-characters';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './errors/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A body field holding a list whose items the route checks one by one (a source's batch of
     * rows): the guard leaves those items to it, so one bad row is that row's rejection rather
     * than the whole batch's.
     */
    itemsCheckedByRoute?: string;
  }
}

/** The body without the items its route checks itself. */
function guardedBody(body: unknown, itemsField: string | undefined): unknown {
  if (!itemsField || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const items = (body as Record<string, unknown>)[itemsField];
  return Array.isArray(items) ? { ...body, [itemsField]: [] } : body;
}

// Bodies that passed the guard and can no longer change (frozen), handed again to later requests
// with the same text (the GraphQL route's known bodies): passed once, they pass again unwalked.
const passedBodies = new WeakSet<object>();

/** Marks a frozen body that passed this guard, so the same value is not walked again. */
export function vouchForBody(body: unknown): void {
  if (typeof body === 'object' && body !== null && Object.isFrozen(body)) passedBodies.add(body);
}

const isVouchedFor = (body: unknown) =>
  typeof body === 'object' && body !== null && passedBodies.has(body);

// One gate for every route, before any schema or service sees the input: a NUL byte would reach
// PostgreSQL ("invalid byte sequence for encoding UTF8") and a hostile nesting would overflow a
// recursive walker such as a cache key builder. Fields are named as the client sent them.
/** Refuses control characters and over-deep nesting in the path, query and body of every request. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findInputProblem(request.params, '') ??
      findInputProblem(request.query, '') ??
      (isVouchedFor(request.body)
        ? null
        : findInputProblem(
            guardedBody(request.body, request.routeOptions.config?.itemsCheckedByRoute),
            '',
          ));
    if (!problem) return done();
    const field = problem.field || 'body';
    throw problem.reason === 'too-deep'
      ? new DomainError('VALIDATION_FAILED', `${field} is nested too deeply.`, field)
      : new DomainError(
          'VALIDATION_FAILED',
          `${field} must not contain control characters.`,
          field,
        );
  });
}
