import { currentReadScope } from '@reprise/api/cache/read-scope';
import type { FastifyRequest } from 'fastify';

/**
 * What a request is to overload protection:
 * - `probe`: a load balancer's health or readiness check;
 * - `page-part`: something a page already sent asks for — its scripts, styles, images and fonts,
 *   the API calls its scripts make, and a render's own in-process API calls;
 * - `page`: a new page (a navigation, or a client without Sec-Fetch headers asking for one);
 * - `api`: an API call nobody's page made (a script, a crawler, another site).
 * Only `page` and `api` are ever refused: turning away part of a page already admitted breaks
 * what the visitor sees (blank images, an empty menu) and saves almost nothing.
 */
export type RequestClass = 'probe' | 'page-part' | 'page' | 'api';

const PROBES = new Set(['/api/health', '/api/ready']);
// Built files, the message catalogues, our generated images and the static files of the web build.
const PAGE_PART_PATH = /^\/(assets|i18n|api\/img|img)\/|^\/favicon\.(svg|ico)$/;
// What the browser is fetching (Sec-Fetch-Dest): anything but a document or a script's own
// fetch is a subresource of a page.
const NAVIGATIONS = new Set(['document', 'iframe', 'frame', 'embed', 'object']);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.toLowerCase() : undefined;
};

/**
 * Classifies a request by its path and the Sec-Fetch headers browsers send. The headers can be
 * forged, so they only decide who is spared a refusal, never how much work is admitted: renders
 * are bounded by the render gate whatever a request claims.
 */
export function requestClass(request: FastifyRequest): RequestClass {
  const path = request.url.split('?', 1)[0] ?? '';
  if (PROBES.has(path)) return 'probe';
  // An in-process call belongs to a page render this copy already admitted.
  if (currentReadScope() !== undefined || PAGE_PART_PATH.test(path)) return 'page-part';
  const dest = header(request, 'sec-fetch-dest');
  const isApi = path === '/api' || path.startsWith('/api/');
  if (dest === undefined || NAVIGATIONS.has(dest)) return isApi ? 'api' : 'page';
  if (dest !== 'empty') return 'page-part';
  // A script's fetch of a page's data (a client-side navigation) is a new page view.
  if (!isApi) return 'page';
  // A script's API call: one of our pages' when the browser says it comes from this site.
  return header(request, 'sec-fetch-site') === 'same-origin' ? 'page-part' : 'api';
}
