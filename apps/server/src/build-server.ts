import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { registerApi } from '@reprise/api/app/register-api';
import { ReadCache } from '@reprise/api/cache/read-cache';
import { socialConfigFrom } from '@reprise/api/identity/social/social-config';
import { LOG_REDACTION } from '@reprise/api/platform/log-redaction';
import type { PageBudgetCheck } from '@reprise/api/platform/rate-limits';
import { sourcesConfigFromEnv } from '@reprise/api/sources/sources-config';
import { WarmUp } from '@reprise/api/system/warm-up';
import type { DatabaseHandle } from '@reprise/db/client';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerBenchRoutes } from './bench-routes';
import { registerCatalogueRoute } from './catalogue-route';
import { answerClientError, answerFrameworkError } from './client-errors';
import { DATA_CONTENT_SECURITY_POLICY } from './content-security-policy';
import type { Env } from './env';
import { isFingerprintedAsset } from './fingerprinted-assets';
import { defaultOverloadLimits, installOverloadProtection, type OverloadLimits } from './overload';
import { PageCache } from './page-cache/page-cache';
import { connectRateLimitRedis } from './rate-limit-redis';
import { REFUSAL_PAGE_POLICY, REFUSAL_WORDS, refusalPage, visitorLanguage } from './refusal-page';
import { RenderGate } from './render-gate';
import { installSecurityHeaders } from './security-headers';
import { warmPages } from './warm-pages';

/** What the web app's mount needs from the composition root. */
export interface WebMountOptions {
  publicBaseUrl: string;
  /** Rendered anonymous pages, following the API's read cache; absent when PAGE_CACHE_MAX_MB=0. */
  pageCache?: PageCache;
  supportChatScriptUrl: string | null;
  /** Stripe takes payments: the page policy allows Stripe's origins (ADR 0018). */
  stripe: boolean;
  /** CDN_BASE_URL, for the image paths the web app builds itself. */
  cdnBaseUrl: string;
  /** OVERLOAD_MAX_CONCURRENT_RENDERS and OVERLOAD_MAX_QUEUE_MS: when a page request gets a 503. */
  renderGate: RenderGate;
}

export interface ServerOptions {
  env: Env;
  database: DatabaseHandle;
  /** Signs session tokens: SESSION_SECRET, or the secret generated into DATA_DIR (main.ts). */
  sessionSecret: string;
  /** Mounts the web app (production build or Vite dev middleware) after the API. */
  mountWeb?: (app: FastifyInstance, web: WebMountOptions) => Promise<void>;
  /** false silences logs; a stream receives them (tests capture log lines this way). */
  logger?: boolean | { write(line: string): void };
  /** Overrides the overload limits derived from the environment (tests force pressure). */
  overload?: Partial<OverloadLimits>;
  /** On PostgreSQL, follow other copies' invalidations (default true; false for a control test). */
  crossCopyInvalidation?: boolean;
  /** This copy's read cache (default: a new one); tests pass theirs to write through it. */
  readCache?: ReadCache;
  /** Prefix of the rate-limit counters in Redis (tests isolate themselves with a random one). */
  rateLimitKeyPrefix?: string;
}

// The API has budgets of its own; built files (/assets, the catalogues under /i18n, favicon,
// robots.txt …) cost nothing.
const isApiOrAsset = (url: string) =>
  /^\/(api|assets|i18n)(\/|\?|$)/.test(url) ||
  /\.(ico|png|svg|txt|xml|webmanifest|js|css|map|woff2?)(\?|$)/.test(url);

/** Composes the whole product on one Fastify instance: security headers, API, web app. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            ...LOG_REDACTION,
            ...(typeof options.logger === 'object' ? { stream: options.logger } : {}),
          },
    // Trust the request id a load balancer set, so one id follows a request across hops.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    // Only behind a proxy we run may X-Forwarded-For name the client (IP country, rate limits).
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: false,
    // Requests Node's parser or Fastify's router refuse answer in our formats (client-errors.ts).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    // Fingerprinted assets are never an error anyone reports, and a policy on a script file does
    // nothing; leaving both off saves bytes on every one of a page's dozens of script requests.
    if (isFingerprintedAsset(request.url)) return done();
    reply.header('x-request-id', request.id);
    // The time this copy spent on the answer, apart from the network and the client's own delays
    // (browsers show it; load tests tell a slow server from a busy client with it).
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    // Pages and the API docs set their own policy; every other answer gets the data policy.
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('text/html')) {
        reply.header('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
      }
    }
    done();
  });
  // Fastify's own 404 logs the raw URL, which may hold a link token; the request log line already
  // carries the masked one (LOG_REDACTION). The web app's catch-all answers pages when mounted.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.', requestId: request.id }),
  );

  installSecurityHeaders(app);

  // Pages and API answers are compressed as they stream; quality 4 keeps brotli cheap per request.
  // Built assets are sent from their precompressed .br/.gz twins instead (web-production.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // One read cache per copy: the API reads through it and announces writes on it; the GraphQL
  // answers, the search index and the rendered pages follow its invalidations.
  const readCache = options.readCache ?? new ReadCache();
  const pageCacheBytes = Math.floor(env.PAGE_CACHE_MAX_MB * 1024 * 1024);
  const pageCache =
    options.mountWeb && pageCacheBytes > 0
      ? new PageCache({ maxBytes: pageCacheBytes, readCache })
      : undefined;
  const redis = env.REDIS_URL ? connectRateLimitRedis(env.REDIS_URL, app) : undefined;
  // Warmed at start, before /api/ready says so: the API adds its search index, the web its pages.
  const warmUp = new WarmUp(app.log);
  app.decorate('warmUp', warmUp);
  // Pages count against a per-IP budget of their own (the API's budgets cover the API).
  let pageBudget: PageBudgetCheck | undefined;
  const countPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    counted: NonNullable<ReturnType<PageBudgetCheck>>,
  ) => {
    const verdict = await counted;
    if (!verdict.refused) return;
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    return reply
      .status(429)
      .header('retry-after', String(verdict.retryAfterSeconds))
      .header('cache-control', 'no-store')
      .header('content-security-policy', REFUSAL_PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(
        refusalPage(REFUSAL_WORDS.tooMany, verdict.retryAfterSeconds, visitorLanguage(request), {
          minutes,
        }),
      );
  };
  // API calls, built files and pages no budget counts pass without a promise: most requests.
  app.addHook('onRequest', (request, reply, done) => {
    if (!pageBudget || isApiOrAsset(request.url)) return done();
    const counted = pageBudget(request);
    if (!counted) return done();
    countPage(request, reply, counted).then((sent) => {
      if (!sent) done();
    }, done);
  });
  await app.register(registerApi, {
    prefix: '/api',
    database: options.database,
    readCache,
    pageCacheLookups: pageCache && (() => pageCache.lookups),
    crossCopyInvalidation: options.crossCopyInvalidation,
    cdnBaseUrl: env.CDN_BASE_URL,
    sessionSecret: options.sessionSecret,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    mail: { smtpUrl: env.SMTP_URL, outboxDir: join(env.DATA_DIR, 'outbox'), from: env.MAIL_FROM },
    social: socialConfigFrom(env),
    operatorApiKey: env.OPERATOR_API_KEY,
    rateLimits: {
      globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      searchPerMinute: env.RATE_LIMIT_SEARCH_PER_MINUTE,
      graphqlPerMinute: env.RATE_LIMIT_GRAPHQL_PER_MINUTE,
      allowList: (env.RATE_LIMIT_ALLOW_LIST ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
      redis,
      keyPrefix: options.rateLimitKeyPrefix,
      pagesPerMinute: env.RATE_LIMIT_PAGES_PER_MINUTE,
      onPageBudget: (check) => {
        pageBudget = check;
      },
    },
    sources: sourcesConfigFromEnv(process.env),
    guarantee: { jobIntervalMs: env.GUARANTEE_JOB_INTERVAL_MS },
    fulfilment: {
      ticketsDir: join(env.DATA_DIR, 'tickets'),
      pollIntervalMs: env.FULFILMENT_POLL_INTERVAL_MS,
      wallet:
        env.WALLET_PASS_TYPE_ID &&
        env.WALLET_TEAM_ID &&
        env.WALLET_SIGNER_CERT &&
        env.WALLET_SIGNER_KEY &&
        env.WALLET_WWDR_CERT
          ? {
              passTypeIdentifier: env.WALLET_PASS_TYPE_ID,
              teamIdentifier: env.WALLET_TEAM_ID,
              signerCertPath: env.WALLET_SIGNER_CERT,
              signerKeyPath: env.WALLET_SIGNER_KEY,
              signerKeyPassphrase: env.WALLET_SIGNER_KEY_PASSPHRASE,
              wwdrCertPath: env.WALLET_WWDR_CERT,
            }
          : undefined,
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
  });
  if (env.BENCH_BARE_ROUTE) registerBenchRoutes(app);
  if (options.mountWeb) {
    registerCatalogueRoute(app);
    await options.mountWeb(app, {
      publicBaseUrl: env.PUBLIC_BASE_URL,
      pageCache,
      supportChatScriptUrl: env.SUPPORT_CHAT_SCRIPT_URL ?? null,
      stripe: Boolean(env.STRIPE_SECRET_KEY),
      cdnBaseUrl: env.CDN_BASE_URL,
      renderGate: new RenderGate({
        maxConcurrent: env.OVERLOAD_MAX_CONCURRENT_RENDERS,
        maxQueueMs: env.OVERLOAD_MAX_QUEUE_MS,
      }),
    });
    // Not awaited: the copy listens meanwhile, and /api/ready says when it is warm.
    app.addHook('onReady', async () => {
      warmUp.run('home page', () => warmPages(app, env.PUBLIC_BASE_URL));
    });
  }
  // Its onRequest hook covers every route, and its sampling starts only now.
  await installOverloadProtection(app, { ...defaultOverloadLimits(), ...options.overload });
  return app;
}
