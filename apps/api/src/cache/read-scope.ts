import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What one piece of work (a page render, a GraphQL answer) read through the caches: the tags of
 * that data and when the first of it goes stale. A cache of the work's result keeps it under the
 * same tags and no longer than that, so it is invalidated with the data it shows.
 */
export class ReadScope {
  readonly tags = new Set<string>();
  /** When the earliest datum read goes stale (ms since epoch); Infinity until something is read. */
  expiresAt = Number.POSITIVE_INFINITY;

  /** A nested scope also reports to the one around it (a GraphQL answer inside a page render). */
  constructor(readonly parent?: ReadScope) {}

  record(tags: Iterable<string>, expiresAt: number): void {
    for (let scope: ReadScope | undefined = this; scope; scope = scope.parent) {
      for (const tag of tags) scope.tags.add(tag);
      if (expiresAt < scope.expiresAt) scope.expiresAt = expiresAt;
    }
  }
}

const storage = new AsyncLocalStorage<ReadScope>();

/** Runs `work` with `scope` collecting every cached read made by it, in-process API calls included. */
export function runInReadScope<T>(scope: ReadScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The scope of the work in progress, if any. */
export function currentReadScope(): ReadScope | undefined {
  return storage.getStore();
}

/** Tells the scope in progress (if any) that data with these tags, fresh until then, was read. */
export function recordRead(tags: Iterable<string>, expiresAt: number): void {
  storage.getStore()?.record(tags, expiresAt);
}

const capturedScope = Symbol('read-scope');
type WithScope = FastifyRequest & { [capturedScope]?: ReadScope };

/** The scope an API request was made in (an in-process call of a page render), if any. */
export function requestReadScope(request: FastifyRequest): ReadScope | undefined {
  return (request as WithScope)[capturedScope];
}

// An in-process call starts inside the page render's scope, but a request body is read from a
// stream whose events may fire in another async context, so the scope is captured when the
// request arrives and entered again just before the handler runs.
/** Carries the read scope of in-process calls from arrival to handler across body parsing. */
export function installReadScopeHooks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = currentReadScope();
    if (scope) (request as WithScope)[capturedScope] = scope;
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = (request as WithScope)[capturedScope];
    if (scope && currentReadScope() !== scope) runInReadScope(scope, done);
    else done();
  });
}
