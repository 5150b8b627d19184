import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { ApiError } from '@reprise/domain/schemas/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REFUSAL_PAGE_POLICY,
  REFUSAL_WORDS,
  refusalPage,
  refusalText,
  visitorLanguage,
} from './refusal-page';
import { requestClass } from './request-class';

/** When this copy counts as overloaded besides its render gate, and what it tells clients then. */
export interface OverloadLimits {
  /** Heap in use above which new pages and foreign API calls are refused (0: not checked). */
  maxHeapUsedBytes: number;
  /** How often memory is sampled; also how quickly the copy notices. */
  sampleIntervalMs: number;
  /** Seconds clients are asked to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** Retry-After of every 503 the copy sends when overloaded. */
export const RETRY_AFTER_SECONDS = 5;

/** Limits for a server copy: refuse new pages past 90% of the V8 heap. */
export function defaultOverloadLimits(): OverloadLimits {
  return {
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleIntervalMs: 1_000,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  };
}

// Probes must answer while the copy sheds load: a load balancer that saw them fail would take
// the copy out and pile its share onto the others. What a page already sent asks for (its files,
// images and API calls) is what its visitor is waiting on, and cheap next to a new render.
const mayRefuse = (request: FastifyRequest) => {
  const kind = requestClass(request);
  return kind === 'page' || kind === 'api';
};

// The API's JSON error stays English; the busy page speaks the visitor's language.
const BUSY_MESSAGE = refusalText('en', 'busy.text');

const busyPages = new Map<string, string>();

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
  reply.type('text/html; charset=utf-8').header('content-security-policy', REFUSAL_PAGE_POLICY);
  const language = visitorLanguage(request);
  const key = `${language}|${retryAfterSeconds}`;
  const page = busyPages.get(key) ?? refusalPage(REFUSAL_WORDS.busy, retryAfterSeconds, language);
  busyPages.set(key, page);
  return page;
}

/**
 * Past 90% of its heap the copy answers new pages and foreign API calls at once with 503 and
 * Retry-After (the API's JSON error under /api, a small HTML page elsewhere). Probes and the parts
 * of pages already sent (request-class.ts) are never refused. Renders, what overloads a copy in
 * practice, are admitted by the render gate (render-gate.ts) by how long a visitor would wait.
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
    if (!mayRefuse(request)) return undefined;
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
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: limits.retryAfterSeconds,
    pressureHandler: refuse as never,
  });
}
