import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { currentReadScope } from '@reprise/api/cache/read-scope';
import type { ApiError } from '@reprise/domain/schemas/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** When this copy counts as overloaded, and what it tells clients then. */
export interface OverloadLimits {
  /** Mean event-loop delay over a sample above which requests are refused (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Heap in use above which requests are refused (0: not checked). */
  maxHeapUsedBytes: number;
  /** How often delay and memory are sampled; also how quickly the copy notices. */
  sampleIntervalMs: number;
  /** Seconds clients are asked to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** Retry-After of every 503 the copy sends when overloaded. */
export const RETRY_AFTER_SECONDS = 5;

/** Limits for a server copy: refuse past 90% of the V8 heap, or past the given loop delay. */
export function defaultOverloadLimits(maxEventLoopDelayMs: number): OverloadLimits {
  return {
    maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    // A mean over a second: a single long task (a cold render, an index rebuild) does not refuse
    // the next second's visitors, a loop that stays behind does.
    sampleIntervalMs: 1_000,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  };
}

// Probes must answer while the copy sheds load: a load balancer that saw them fail would take
// the copy out and pile its share onto the others. Assets of a page already sent are cheap files.
const EXEMPT_PATHS = new Set(['/api/health', '/api/ready', '/favicon.svg']);
const isExempt = (request: FastifyRequest) => {
  const path = request.url.split('?', 1)[0] ?? '';
  // An in-process call belongs to a page render this copy already admitted.
  return EXEMPT_PATHS.has(path) || path.startsWith('/assets/') || currentReadScope() !== undefined;
};

const BUSY_MESSAGE =
  'So many fans are here right now that we can’t answer this request. Please try again in a few seconds.';

function busyPage(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}"><meta name="robots" content="noindex">
<title>We’re very busy | Reprise</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;color:#0f172a;background:#fff}main{max-width:36rem;margin:auto}h1{font-size:1.75rem}a{color:#4c1d95}</style>
</head><body><main><h1>We’re very busy</h1><p>${BUSY_MESSAGE}</p><p>This page will try again by itself in ${retryAfterSeconds} seconds, or <a href="">try again now</a>.</p></main></body></html>`;
}

const busyPages = new Map<number, string>();

/**
 * Prepares the 503 of an overloaded copy on `reply` and returns its body: the API's JSON error
 * (`OVERLOADED`) under /api, the small HTML page elsewhere, with Retry-After either way.
 */
export function busyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
): string {
  reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store');
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    reply.type('application/json; charset=utf-8');
    const body: ApiError = { code: 'OVERLOADED', message: BUSY_MESSAGE, requestId: request.id };
    return JSON.stringify(body);
  }
  reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const page = busyPages.get(retryAfterSeconds) ?? busyPage(retryAfterSeconds);
  busyPages.set(retryAfterSeconds, page);
  return page;
}

/**
 * Past its limits the copy answers at once with 503 and Retry-After (the API's JSON error under
 * /api, a small HTML page elsewhere) instead of queueing requests for seconds. Health and
 * readiness probes, built assets and in-process calls of admitted renders are never refused.
 */
export async function installOverloadProtection(
  app: FastifyInstance,
  limits: OverloadLimits,
): Promise<void> {
  let refused = 0;
  let lastReport = 0;
  // under-pressure sends what the handler returns, and lets the request through when it returns
  // nothing (handlePressure in its index.js); its types only admit void, hence the cast.
  const refuse = (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => {
    if (isExempt(request)) return undefined;
    refused++;
    const now = Date.now();
    // One line per few seconds, not per refusal: logging must not add to the overload.
    if (now - lastReport > 5_000) {
      request.log.warn({ type, value, refused }, 'overloaded: refusing requests with 503');
      lastReport = now;
      refused = 0;
    }
    return busyAnswer(request, reply, limits.retryAfterSeconds);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: limits.retryAfterSeconds,
    pressureHandler: refuse as never,
  });
}
