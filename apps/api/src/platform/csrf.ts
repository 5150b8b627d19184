import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { DomainError } from './errors/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why a POST needs no same-origin proof: 'read-only' (it changes nothing: a read the legacy
     * client posts) or 'oauth-state' (the social finish, bound to its start by state + cookie).
     */
    csrfExempt?: 'read-only' | 'oauth-state';
  }
}

/** Route config of a POST that only reads (legacy clients post some reads as form data). */
export const READ_ONLY_POST = { csrfExempt: 'read-only' } as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

// Session cookies are SameSite=Lax, which already keeps them off cross-site POSTs in today's
// browsers; this check is the second lock (older browsers, same-site subdomains, form posts that
// need no cookie). A browser names where a request comes from (Origin, Sec-Fetch-Site): a
// state-changing call must come from our own pages. API clients send neither header and pass.
// The web's server-side calls forward the visitor's headers, so they are judged the same way.
// The check is attached to each route that takes a state-changing method when the route is
// declared, so reads (most requests) skip it without a test of their own.
/** Refuses state-changing browser requests that do not prove they come from this site. */
export function installCsrfProtection(app: FastifyInstance, publicBaseUrl: string): void {
  const publicOrigin = new URL(publicBaseUrl).origin;
  const check: onRequestHookHandler = (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    if (!isSameOriginProof(request, publicOrigin)) {
      throw new DomainError(
        'CSRF_REJECTED',
        'This request did not come from the Reprise site, so it was refused.',
      );
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => STATE_CHANGING.has(method))) return;
    if (route.config?.csrfExempt) return;
    route.onRequest = [check, ...routeHooks(route.onRequest)];
  });
}

// A route's own hooks of one kind: none, one, or a list.
function routeHooks<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** Whether a request's Origin and Sec-Fetch-Site headers, where present, name this site. */
export function isSameOriginProof(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !SAME_ORIGIN_FETCH.has(String(fetchSite))) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // Behind a TLS-terminating proxy the request itself looks like http: PUBLIC_BASE_URL is the truth.
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
