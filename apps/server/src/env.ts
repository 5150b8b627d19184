import { DEFAULT_PAGES_PER_MINUTE, DEFAULT_RATE_LIMITS } from '@reprise/api/platform/rate-limits';
import { DEFAULT_CDN_BASE_URL } from '@reprise/domain/constants';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const absoluteUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an absolute http(s) URL',
});

const perMinute = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of requests per minute' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000_000, 'must be at most 10000000')
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0–65535')
    .max(65_535, 'must be 0–65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // A copy's connections to PostgreSQL (idle ones close). Each answers one statement per turn of
  // the event loop, so on a saturated copy the pool caps the statements a second; on two cores 25
  // made an on-sale slower than ten (more statements contending for the same rows and cores):
  // ADR 0010, "The pool's size is a setting".
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(1_000, 'must be at most 1000')
    .default(10),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  PUBLIC_BASE_URL: z
    .url({ error: 'must be an absolute URL such as https://reprise.example' })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  DEMO_DATA_SIZE: z
    .enum(['test', 'demo', 'bench'], { error: 'must be test, demo or bench' })
    .default('demo'),
  CDN_BASE_URL: z.string().min(1, 'must not be empty').default(DEFAULT_CDN_BASE_URL),
  BENCH_BARE_ROUTE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as Reprise <no-reply@reprise.example>')
    .default('Reprise <no-reply@reprise.local>'),
  OPERATOR_API_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
  OAUTH_REDIRECT_BASE_URL: absoluteUrl.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: absoluteUrl.optional(),
  GOOGLE_TOKEN_URL: absoluteUrl.optional(),
  GOOGLE_USERINFO_URL: absoluteUrl.optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: absoluteUrl.optional(),
  FACEBOOK_TOKEN_URL: absoluteUrl.optional(),
  FACEBOOK_PROFILE_URL: absoluteUrl.optional(),
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .min(0, 'must be 0 (off) or more')
    .max(65_536, 'must be at most 65536')
    .default(64),
  OVERLOAD_MAX_QUEUE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no waiting) or more')
    .max(60_000, 'must be at most 60000')
    .default(500),
  // Replaced by OVERLOAD_MAX_QUEUE_MS; refused so a deployment tuning it learns it no longer acts.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z
    .never({
      error:
        'is no longer read: a copy now refuses pages by how long they would wait, set OVERLOAD_MAX_QUEUE_MS instead (docs/operations.md)',
    })
    .optional(),
  OVERLOAD_MAX_CONCURRENT_RENDERS: z.coerce
    .number({ error: 'must be a whole number of renders' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no bound) or more')
    .max(100_000, 'must be at most 100000')
    // Renders share the copy's CPU: on a two-core machine 4 at once turned out a third more pages
    // a second than 8 did (ADR 0015).
    .default(4),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  RATE_LIMIT_GLOBAL_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.globalPerMinute),
  RATE_LIMIT_SEARCH_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.searchPerMinute),
  RATE_LIMIT_GRAPHQL_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.graphqlPerMinute),
  RATE_LIMIT_PAGES_PER_MINUTE: perMinute(DEFAULT_PAGES_PER_MINUTE),
  RATE_LIMIT_ALLOW_LIST: z
    .string()
    .regex(/^[\w.:]+(\s*,\s*[\w.:]+)*$/, 'must be a comma-separated list of IP addresses')
    .optional(),
  FULFILMENT_POLL_INTERVAL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .max(86_400_000, 'must be at most 86400000 (a day)')
    .default(60_000),
  GUARANTEE_JOB_INTERVAL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .max(86_400_000, 'must be at most 86400000 (a day)')
    .default(15_000),
  WALLET_PASS_TYPE_ID: z.string().optional(),
  WALLET_TEAM_ID: z.string().optional(),
  WALLET_SIGNER_CERT: z.string().optional(),
  WALLET_SIGNER_KEY: z.string().optional(),
  WALLET_SIGNER_KEY_PASSPHRASE: z.string().optional(),
  WALLET_WWDR_CERT: z.string().optional(),
  SUPPORT_CHAT_SCRIPT_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) URL of the support chat script',
    })
    .refine(
      (url) => url.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url),
      {
        error: 'must use https (http only for localhost)',
      },
    )
    .optional(),
  // Stripe (ADR 0018): all three together; without them the sandbox provider takes payments.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env
  extends Omit<
    RawEnv,
    | 'SEED_DEMO_DATA'
    | 'BENCH_BARE_ROUTE'
    | 'PUBLIC_BASE_URL'
    | 'TRUST_PROXY'
    | 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS'
  > {
  PUBLIC_BASE_URL: string;
  SEED_DEMO_DATA: boolean;
  BENCH_BARE_ROUTE: boolean;
  TRUST_PROXY: boolean;
}

/** The settings Apple Wallet signing needs together (the key passphrase is optional). */
const WALLET_KEYS = [
  'WALLET_PASS_TYPE_ID',
  'WALLET_TEAM_ID',
  'WALLET_SIGNER_CERT',
  'WALLET_SIGNER_KEY',
  'WALLET_WWDR_CERT',
] as const;

/** Raised at boot when a variable is wrong; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment, failing fast with a message that names the variable. */
export function loadEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set": shells and .env files often leave them blank.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  const raw = parsed.data;
  if (raw.NODE_ENV === 'production' && !raw.SESSION_SECRET) {
    throw new ConfigError('Invalid environment: SESSION_SECRET is required in production');
  }
  // A provider is configured by its id and secret together; one without the other is a mistake.
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    const id = raw[`${provider}_CLIENT_ID`];
    const secret = raw[`${provider}_CLIENT_SECRET`];
    if (!id !== !secret) {
      const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      throw new ConfigError(
        `Invalid environment: ${missing} is required when ${provider}_CLIENT_${id ? 'ID' : 'SECRET'} is set`,
      );
    }
  }
  // Apple Wallet signing needs every one of its settings; a partial set is a mistake.
  const wallet = WALLET_KEYS.filter((key) => raw[key]);
  if (wallet.length > 0 && wallet.length < WALLET_KEYS.length) {
    const missing = WALLET_KEYS.filter((key) => !raw[key]).join(', ');
    throw new ConfigError(`Invalid environment: ${missing} required when any WALLET_* is set`);
  }
  const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const missingStripe = stripe.filter((name) => !raw[name]);
  if (missingStripe.length > 0 && missingStripe.length < stripe.length) {
    throw new ConfigError(
      `Invalid environment: ${missingStripe.join(', ')} required when any STRIPE_ variable is set`,
    );
  }
  return {
    ...raw,
    PUBLIC_BASE_URL: (raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA === 'true',
    BENCH_BARE_ROUTE: raw.BENCH_BARE_ROUTE === '1',
    TRUST_PROXY: raw.TRUST_PROXY === 'true',
  };
}
