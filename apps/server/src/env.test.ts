import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      SEED_DEMO_DATA: true,
      BENCH_BARE_ROUTE: false,
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
  ])('fails fast naming the variable for %o', (input, name) => {
    expect(() => loadEnv(input)).toThrow(new RegExp(`^Invalid environment: .*${name}`));
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const secret = 'x'.repeat(32);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it('derives the public base URL from the port and drops a trailing slash', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_BASE_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_BASE_URL: 'https://reprise.example/' }).PUBLIC_BASE_URL).toBe(
      'https://reprise.example',
    );
  });
});
