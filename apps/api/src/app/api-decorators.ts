import type { DatabaseHandle } from '@reprise/db/client';
import type { AlertJobs } from '../alerts/alert-jobs';
import type { ReadCache } from '../cache/read-cache';
import type { SocialConfig } from '../identity/social/social-config';
import type { Mailer } from '../mail/mailer';
import type { BackgroundWork } from '../platform/background-work';
import type { Metrics } from '../platform/metrics';
import type { SearchIndexStore } from '../search/index-store';

export interface ApiConfig {
  /** Base that stored image paths are rewritten to (performer images are served by the CDN). */
  cdnBaseUrl: string;
  /** Secret that signs session tokens; never logged, never sent. */
  sessionSecret: string;
  /** The site's own origin and base for links in mails (PUBLIC_BASE_URL, no trailing slash). */
  publicBaseUrl: string;
  /** Session cookies carry Secure unless the site is plain-http localhost (ADR 0005). */
  secureCookies: boolean;
  /** Google and Facebook sign-in, each absent when not configured. */
  social: SocialConfig;
  /** OPERATOR_API_KEY: the bearer key of operator-only calls; absent disables them. */
  operatorApiKey?: string;
  /** The clock every expiry is measured on (tests move it). */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every context's service runs its queries on. */
    database: DatabaseHandle;
    /** Cached reads of this server copy; writers invalidate by tag (every copy follows). */
    readCache: ReadCache;
    /** This copy's in-process search index (ADR 0002), rebuilt when catalogue tags change. */
    searchIndex: SearchIndexStore;
    apiConfig: ApiConfig;
    /** Sends mail through SMTP_URL, or writes it to the outbox folder. */
    mailer: Mailer;
    /** Work that runs after the answer is sent (mail, forgot-password lookups). */
    backgroundWork: BackgroundWork;
    /** This copy's Prometheus counters (GET /api/metrics). */
    metrics: Metrics;
    /** The price-alert match queue: sources enqueue the events a push or sync changed. */
    alertJobs: AlertJobs;
  }
}
