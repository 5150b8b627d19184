import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  CDN_BASE_URL: z.string().min(1, 'must not be empty').default('/api/img'),
  BENCH_BARE_ROUTE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env
  extends Omit<RawEnv, 'SEED_DEMO_DATA' | 'BENCH_BARE_ROUTE' | 'PUBLIC_BASE_URL' | 'TRUST_PROXY'> {
  PUBLIC_BASE_URL: string;
  SEED_DEMO_DATA: boolean;
  BENCH_BARE_ROUTE: boolean;
  TRUST_PROXY: boolean;
}

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
  return {
    ...raw,
    PUBLIC_BASE_URL: (raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA === 'true',
    BENCH_BARE_ROUTE: raw.BENCH_BARE_ROUTE === '1',
    TRUST_PROXY: raw.TRUST_PROXY === 'true',
  };
}
