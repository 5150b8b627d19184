import type { FastifyInstance } from 'fastify';

// Methods a route of ours may answer; HEAD comes with every GET (Fastify's exposeHeadRoutes).
const CANDIDATES = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods a concrete path answers on this server, as an Allow header lists them; empty when
 * no route of ours matches the path with any method (a 404, not a 405). Wildcard catch-alls (the
 * API's JSON 404, the web app) do not count: they answer every path.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '/';
  return CANDIDATES.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !Object.hasOwn(route.params ?? {}, '*');
  });
}
