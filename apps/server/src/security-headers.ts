import type { ServerResponse } from 'node:http';
import { HSTS_MAX_AGE } from '@reprise/domain/constants';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The helmet options of every answer: HSTS for a year; pages set their own CSP, JSON needs none. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  hsts: { maxAge: HSTS_MAX_AGE, includeSubDomains: true },
  // Not helmet's no-referrer: under it a browser sends `Origin: null` with a form's own post, and
  // the router refuses a form action from an origin it cannot match (400). A form posted before
  // the page's scripts run (a slow phone, no JavaScript) would fail. same-origin names our origin
  // to ourselves only; other sites still get no referrer.
  referrerPolicy: { policy: 'same-origin' },
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
};

/** What helmet does to every answer for a set of options: headers to set, headers to remove. */
export interface SecurityHeaders {
  /** Lower-case names, as Fastify keeps them. */
  set: Readonly<Record<string, string>>;
  removed: readonly string[];
}

// Helmet's middleware builds its chain of a dozen middlewares from the options on every call, and
// @fastify/helmet calls it on every request; the headers it writes depend on the options alone.
// So helmet runs once, here, against a response that only records what it is told, and every
// answer then gets the recorded headers: the same names and values, at a fraction of the cost.
/** The headers helmet writes with `options`, found by running it once on a recording response. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      const key = name.toLowerCase();
      delete set[key];
      removed.push(key);
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet({ ...options })({} as never, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return { set: Object.freeze(set), removed: Object.freeze(removed) };
}

/**
 * Gives every answer helmet's security headers (HSTS, framing, nosniff, referrer, cross-origin
 * policies…) from one object made at start. They are set as the request arrives, as helmet did,
 * so a route or hook may still replace one (a page's own referrer policy) or drop it (assets).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions> = HELMET_OPTIONS,
): void {
  const { set, removed } = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
