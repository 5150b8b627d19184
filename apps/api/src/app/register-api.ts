import { dirname, join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { registerAlerts } from '../alerts/alerts-plugin';
import { buyerRoutes } from '../buyer/routes';
import { startInvalidationBus } from '../cache/invalidation-bus';
import { type CacheLookups, ReadCache } from '../cache/read-cache';
import { installReadScopeHooks } from '../cache/read-scope';
import { catalogRoutes } from '../catalog/routes';
import { checkoutRoutes } from '../checkout/routes';
import { contentRoutes } from '../content/routes';
import { registerDesk } from '../desk/desk-plugin';
import { eventRoutes } from '../events/routes';
import { followMailWork, registerFollows } from '../follows/follows-plugin';
import { type FulfilmentOptions, registerFulfilment } from '../fulfilment/fulfilment-plugin';
import { geoRoutes } from '../geo/routes';
import { graphqlPlugin } from '../graphql/graphql-plugin';
import { type GuaranteeOptions, registerGuarantee } from '../guarantee/guarantee-plugin';
import { identityRoutes } from '../identity/routes';
import type { SocialConfig } from '../identity/social/social-config';
import { imagesRoutes } from '../images/routes';
import { listingRoutes } from '../listings/routes';
import { type MailConfig, Mailer } from '../mail/mailer';
import { moneyRoutes } from '../money/routes';
import { notificationRoutes } from '../notifications/routes';
import { registerOrderMetrics } from '../orders/public';
import { orderRoutes } from '../orders/routes';
import type { PaymentProvider } from '../payments/payment-provider';
import { recordedProvider } from '../payments/recorded-provider';
import { paymentsRoutes } from '../payments/routes';
import { SandboxProvider } from '../payments/sandbox-provider';
import { StripeProvider, type StripeSettings } from '../payments/stripe-provider';
import { BackgroundWork } from '../platform/background-work';
import { installCsrfProtection } from '../platform/csrf';
import { installErrorHandling } from '../platform/errors/error-handler';
import { acceptFormBodies } from '../platform/form-bodies';
import { installInputGuard } from '../platform/input-guard';
import { createMetrics, installRequestMetrics, registerCacheMetrics } from '../platform/metrics';
import { metricsRoutes } from '../platform/metrics-routes';
import { installPublicCaching } from '../platform/public-caching';
import {
  DEFAULT_RATE_LIMITS,
  installRateLimits,
  type RateLimitSettings,
} from '../platform/rate-limits';
import { registerPriceHistory } from '../price-history/price-history-plugin';
import { SearchIndexStore } from '../search/index-store';
import { searchRoutes } from '../search/routes';
import type { SourceRegistry } from '../sources/source-adapter';
import { createDeliveryRegistry, createSourceRegistry } from '../sources/source-registry';
import type { SourcesConfig } from '../sources/sources-config';
import { registerSources } from '../sources/sources-plugin';
import { systemRoutes } from '../system/routes';
import { waitingRoomRoutes } from '../waiting-room/routes';
import './api-decorators';

export interface ApiOptions {
  database: DatabaseHandle;
  /** This copy's read cache; the server passes its own so rendered pages can follow it too. */
  readCache?: ReadCache;
  /** The hit and miss counts of the server's rendered-page cache, when it keeps one (metrics). */
  pageCacheLookups?: () => CacheLookups;
  /**
   * On PostgreSQL, share invalidations with the other copies on the same database (default true).
   * False only for the test that shows copies disagree without it.
   */
  crossCopyInvalidation?: boolean;
  /** Defaults to '/api/img', where the images routes serve our generated images. */
  cdnBaseUrl?: string;
  /** Signs session tokens (SESSION_SECRET, or the one generated into DATA_DIR); 32+ characters. */
  sessionSecret: string;
  /** PUBLIC_BASE_URL: the site's origin (CSRF check, Secure cookies) and the base of mailed links. */
  publicBaseUrl: string;
  /** SMTP_URL, or the outbox folder (DATA_DIR/outbox), and MAIL_FROM. */
  mail: MailConfig;
  /** Google and Facebook sign-in; a provider without settings is hidden. */
  social?: Partial<SocialConfig>;
  /** OPERATOR_API_KEY; unset disables the operator-only calls. */
  operatorApiKey?: string;
  /** The clock expiries are measured on; tests pass their own. */
  now?: () => Date;
  /** Global, search and GraphQL budgets, allow-list and Redis counters (defaults: memory). */
  rateLimits?: Partial<RateLimitSettings>;
  /** External sources (SOURCE_URL_*, SOURCE_KEY_*…); none connected by default. */
  sources?: SourcesConfig;
  /**
   * Which adapter serves each ticketing system at checkout (ADR 0013); default: the connected
   * sources of `sources` (createSourceRegistry), localSource for the others.
   */
  sourceRegistry?: SourceRegistry;
  /**
   * Delivery: ticket files (default beside the mail outbox, DATA_DIR/tickets), the delivery job's
   * interval (default off) and Apple Wallet signing (default none).
   */
  fulfilment?: Partial<FulfilmentOptions>;
  /** The payment provider; default the sandbox (test cards, no money, ADR 0018). */
  paymentProvider?: PaymentProvider;
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: Stripe takes payments. */
  stripe?: StripeSettings & { publishableKey: string; webhookSecret: string };
  /** The guarantee job's interval (GUARANTEE_JOB_INTERVAL_MS; default off). */
  guarantee?: Partial<GuaranteeOptions>;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure unless the site is served over plain http on this machine (ADR 0005). */
export function needsSecureCookies(publicBaseUrl: string): boolean {
  const url = new URL(publicBaseUrl);
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** The JSON API (docs/api.md), meant to be registered under the /api prefix. */
export async function registerApi(api: FastifyInstance, options: ApiOptions): Promise<void> {
  const readCache = options.readCache ?? new ReadCache();
  const cdnBaseUrl = (options.cdnBaseUrl ?? '/api/img').replace(/\/$/, '');
  const searchIndex = new SearchIndexStore(options.database.db, cdnBaseUrl);
  readCache.subscribe(searchIndex);
  api.decorate('database', options.database);
  api.decorate('readCache', readCache);
  api.decorate('searchIndex', searchIndex);
  const publicBaseUrl = options.publicBaseUrl.replace(/\/$/, '');
  api.decorate('apiConfig', {
    cdnBaseUrl,
    sessionSecret: options.sessionSecret,
    publicBaseUrl,
    secureCookies: needsSecureCookies(publicBaseUrl),
    social: {
      ...options.social,
      redirectBaseUrl: (options.social?.redirectBaseUrl ?? publicBaseUrl).replace(/\/$/, ''),
    },
    operatorApiKey: options.operatorApiKey,
    now: options.now ?? (() => new Date()),
  });
  api.decorate('mailer', new Mailer(options.mail, api.log));
  api.decorate('backgroundWork', new BackgroundWork(api.log));
  api.addHook('onClose', async (instance) => {
    await instance.backgroundWork.idle();
    instance.mailer.close();
  });
  if (options.database.kind === 'postgres' && options.crossCopyInvalidation !== false) {
    const bus = await startInvalidationBus(options.database, readCache, api.log);
    api.addHook('onClose', () => bus.close());
  }
  const metrics = createMetrics();
  api.decorate('metrics', metrics);
  installRequestMetrics(api, metrics);
  registerCacheMetrics(metrics, {
    read: () => readCache.lookups,
    ...(options.pageCacheLookups ? { page: options.pageCacheLookups } : {}),
  });
  registerOrderMetrics(metrics.registry, api.database.db);
  installReadScopeHooks(api);
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  installErrorHandling(api);
  installPublicCaching(api);
  installCsrfProtection(api, publicBaseUrl);

  await api.register(cookie);
  await installRateLimits(api, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  await api.register(formbody);
  acceptFormBodies(api);
  installInputGuard(api);
  await api.register(swagger, {
    openapi: {
      info: {
        title: 'Reprise API',
        description: 'Live-event ticket resale marketplace: catalogue, search, accounts, checkout.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    // Its own policy, with the hashes of Swagger UI's inline script and style; not framable, and
    // without upgrade-insecure-requests, which would break the docs on plain-http localhost.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await api.register(systemRoutes);
  await api.register(catalogRoutes);
  await api.register(eventRoutes);
  await api.register(listingRoutes);
  await api.register(searchRoutes);
  await api.register(contentRoutes);
  await api.register(geoRoutes);
  await api.register(moneyRoutes);
  await api.register(imagesRoutes);
  await api.register(identityRoutes);
  await api.register(buyerRoutes);
  // Before the sources: their pushes and syncs enqueue alert matches, whose job also mails the
  // followers of the changed events' performers.
  await registerAlerts(api, [followMailWork(api)]);
  await registerFollows(api);
  await api.register(notificationRoutes);
  await registerPriceHistory(api);
  await registerSources(api, options.sources);
  const baseProvider =
    options.paymentProvider ??
    (options.stripe
      ? new StripeProvider(options.stripe)
      : new SandboxProvider(api.database.db, api.apiConfig.now));
  // Checkout and the guarantee move money through the recorded provider (audited, counted); the
  // payments routes get the provider itself, whose kind decides which of its routes exist.
  const paymentProvider = recordedProvider(
    baseProvider,
    api.database.db,
    metrics,
    api.apiConfig.now,
  );
  await api.register(
    paymentsRoutes({
      provider: baseProvider,
      publishableKey: options.stripe?.publishableKey,
      webhookSecret: options.stripe?.webhookSecret,
    }),
  );
  await api.register(
    checkoutRoutes({
      sources: options.sourceRegistry ?? createSourceRegistry(api.database.db, api.sourcesConfig),
      gateway: paymentProvider,
      trustedAddresses: options.rateLimits?.allowList,
    }),
  );
  await api.register(orderRoutes);
  await registerFulfilment(
    api,
    {
      ticketsDir: join(dirname(options.mail.outboxDir), 'tickets'),
      pollIntervalMs: 0,
      ...options.fulfilment,
    },
    createDeliveryRegistry(api.sourcesConfig),
  );
  const moneyMoves = {
    database: api.database,
    provider: paymentProvider,
    now: api.apiConfig.now,
    log: api.log,
  };
  const guarantee = await registerGuarantee(
    api,
    { jobIntervalMs: 0, ...options.guarantee },
    moneyMoves,
  );
  await registerDesk(api, moneyMoves, guarantee);
  await api.register(metricsRoutes(metrics));
  await api.register(waitingRoomRoutes({ redis: options.rateLimits?.redis }));
  await api.register(graphqlPlugin);
}
