import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from './errors/domain-error';
import { IN_PROCESS_HEADER, IN_PROCESS_SECRET } from './in-process';
import { MemoryRateLimitStore } from './rate-limit-memory-store';

const MINUTE = 60_000;

/** A budget: at most `max` requests per `windowMs`, counted per key (an IP, an email). */
export interface Budget {
  max: number;
  windowMs: number;
}

// Budgets of the calls an attacker would hammer. Per-IP budgets are generous (an office or a
// mobile carrier puts many fans behind one address); per-account ones are tight. Counters live in
// Redis when the server has REDIS_URL (shared by every copy), in this process otherwise. The
// global, search and GraphQL budgets are read from the environment (RateLimitSettings).
export const BUDGETS = {
  /** Sign-in attempts from one address. */
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords on one account from one address: its 11th attempt within 15 minutes gets 429. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Reset-link requests from one address, and for one email. */
  forgotPasswordPerIp: { max: 20, windowMs: 60 * MINUTE },
  forgotPasswordPerEmail: { max: 5, windowMs: 60 * MINUTE },
  /** Sign-ups from one address. */
  registerPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Sign-ups naming one email: a known one mails its owner each time, so this bounds that mail. */
  registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
  /** Link-token checks and password sets from one address (tokens are unguessable; this is hygiene). */
  passwordTokenPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Social sign-in starts and finishes from one address. */
  socialPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Payment attempts from one address. */
  paymentPerIp: { max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Budget>;

/** The per-IP budgets every API route shares, and where counters are kept. */
export interface RateLimitSettings {
  /** RATE_LIMIT_GLOBAL_PER_MINUTE: requests per minute from one IP to any API route. */
  globalPerMinute: number;
  /** RATE_LIMIT_SEARCH_PER_MINUTE: search calls per minute from one IP (typeahead included). */
  searchPerMinute: number;
  /** RATE_LIMIT_GRAPHQL_PER_MINUTE: GraphQL requests per minute from one IP. */
  graphqlPerMinute: number;
  /**
   * RATE_LIMIT_ALLOW_LIST: client IPs the global, search and GraphQL budgets skip (load tests,
   * a trusted crawler). Sign-in, sign-up and password budgets apply to everyone.
   */
  allowList: readonly string[];
  /** RATE_LIMIT_PAGES_PER_MINUTE: page requests (not the API) per minute from one IP. */
  pagesPerMinute?: number;
  /** Receives the page budget's check, for the server's page routes (outside the API scope). */
  onPageBudget?: (check: PageBudgetCheck) => void;
  /** A Redis client (ioredis) holding the counters, shared by every server copy; none: memory. */
  redis?: Redis;
  /** Prefix of the counter keys in Redis (tests isolate themselves with a random one). */
  keyPrefix?: string;
}

/**
 * Counts one page request of its client; resolves the refusal (429) when the budget is spent.
 * Null, at once, for a client no budget counts (allow-listed): its page passes without a promise.
 */
export type PageBudgetCheck = (
  request: FastifyRequest,
) => Promise<{ refused: false } | { refused: true; retryAfterSeconds: number }> | null;

/** Production defaults: about ten requests a second from one address, sustained for a minute. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  globalPerMinute: 600,
  searchPerMinute: 240,
  graphqlPerMinute: 240,
  allowList: [],
};

/** Page requests a minute from one address (a page renders many API reads, counted once). */
export const DEFAULT_PAGES_PER_MINUTE = 300;

// Probes of load balancers and orchestrators are never refused.
const EXEMPT_PATHS = ['/health', '/ready'];
const SEARCH_PATHS = ['/globalSearch', '/searchPerformer', '/eventfilterSearch'];
const GRAPHQL_PATHS = ['/graphql'];

/**
 * Registers @fastify/rate-limit once for the API, and the budgets every route shares: the global
 * per-IP one, then search and GraphQL ones on their routes. Refusals answer 429 in the API's error
 * format with Retry-After and the draft RateLimit headers (ratelimit-limit/-remaining/-reset).
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    ...(settings.redis
      ? { redis: settings.redis, nameSpace: settings.keyPrefix ?? 'reprise-rate-limit:' }
      : { store: MemoryRateLimitStore as never }),
    // Redis away: serve rather than refuse everyone (the counters resume when it is back).
    skipOnError: true,
  });
  const allowed = new Set(settings.allowList);
  const shared = (name: string, perMinute: number) =>
    app.createRateLimit({
      max: perMinute,
      timeWindow: MINUTE,
      keyGenerator: (request) => `${name}:${request.ip}`,
    });
  const global = shared('global', settings.globalPerMinute);
  const byPath = new Map<string, ReturnType<typeof shared>>();
  const search = shared('search', settings.searchPerMinute);
  for (const path of SEARCH_PATHS) byPath.set(`${app.prefix}${path}`, search);
  const graphql = shared('graphql', settings.graphqlPerMinute);
  for (const path of GRAPHQL_PATHS) byPath.set(`${app.prefix}${path}`, graphql);
  const exempt = new Set(EXEMPT_PATHS.map((path) => `${app.prefix}${path}`));

  if (settings.onPageBudget) {
    const pages = shared('pages', settings.pagesPerMinute ?? DEFAULT_PAGES_PER_MINUTE);
    const countPage = async (request: FastifyRequest) => {
      const state = await pages(request);
      if (state.isAllowed || !state.isExceeded) return { refused: false } as const;
      return {
        refused: true,
        retryAfterSeconds: Math.max(1, state.ttlInSeconds),
      } as const;
    };
    settings.onPageBudget((request) => (allowed.has(request.ip) ? null : countPage(request)));
  }

  // Most requests (allow-listed addresses, probes) count against nothing: they pass without a
  // promise; the others wait for their counters.
  const count = async (request: FastifyRequest, reply: FastifyReply, url: string | undefined) => {
    const inProcess = request.headers[IN_PROCESS_HEADER] === IN_PROCESS_SECRET;
    const limiters = [
      ...(inProcess ? [] : [global]),
      ...(url !== undefined && byPath.has(url) ? [byPath.get(url)!] : []),
    ];
    let tightest: { max: number; remaining: number; ttlInSeconds: number } | undefined;
    for (const limiter of limiters) {
      const state = await limiter(request);
      if (state.isAllowed) continue;
      if (state.isExceeded) {
        setRateLimitHeaders(reply, { ...state, remaining: 0 });
        reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
        throw tooManyRequests(state.ttl, 'requests');
      }
      if (!tightest || state.remaining < tightest.remaining) tightest = state;
    }
    if (tightest) setRateLimitHeaders(reply, tightest);
  };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url;
    if ((url !== undefined && exempt.has(url)) || allowed.has(request.ip)) return done();
    count(request, reply, url).then(() => done(), done);
  });
}

function setRateLimitHeaders(
  reply: FastifyReply,
  state: { max: number; remaining: number; ttlInSeconds: number },
): void {
  reply.header('ratelimit-limit', String(state.max));
  reply.header('ratelimit-remaining', String(state.remaining));
  reply.header('ratelimit-reset', String(Math.max(0, state.ttlInSeconds)));
}

/** Route config limiting a route per client IP (Retry-After and the API's error body on 429). */
export function perIp(budget: Budget) {
  return { rateLimit: { max: budget.max, timeWindow: budget.windowMs } };
}

/** A budget counted per key the request names (an account's email), checked and hit by the route. */
export interface KeyedLimiter {
  /** Throws RATE_LIMITED (with Retry-After) when the key's budget is spent; counts nothing. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one request against the key; throws RATE_LIMITED once the budget is exceeded. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** A per-key budget on the plugin's store; `keyOf` must normalise (trim, lower-case). */
export function keyedLimiter(
  app: FastifyInstance,
  name: string,
  budget: Budget,
  keyOf: (request: FastifyRequest) => string,
): KeyedLimiter {
  const limiter = app.createRateLimit({
    max: budget.max,
    timeWindow: budget.windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  const apply = async (request: FastifyRequest, reply: FastifyReply, increment: boolean) => {
    const state = await limiter(request, { increment });
    if (state.isAllowed) return;
    const spent = increment ? state.isExceeded : state.remaining === 0;
    if (!spent) return;
    reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
    throw tooManyRequests(state.ttl);
  };
  return {
    check: (request, reply) => apply(request, reply, false),
    hit: (request, reply) => apply(request, reply, true),
  };
}

function tooManyRequests(ttlMs: number, what: 'attempts' | 'requests' = 'attempts'): DomainError {
  const minutes = Math.max(1, Math.ceil(ttlMs / MINUTE));
  const noun = what === 'attempts' ? 'Too many attempts' : 'Too many requests from your address';
  return new DomainError(
    'RATE_LIMITED',
    `${noun}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}
