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
      PAGE_CACHE_MAX_MB: 64,
      OVERLOAD_MAX_QUEUE_MS: 500,
      OVERLOAD_MAX_CONCURRENT_RENDERS: 4,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SUPPORT_CHAT_SCRIPT_URL).toBeUndefined();
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
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL'],
    [{ OPERATOR_API_KEY: 'short' }, 'OPERATOR_API_KEY'],
    [{ OAUTH_REDIRECT_BASE_URL: 'ftp://x' }, 'OAUTH_REDIRECT_BASE_URL'],
    [{ GOOGLE_TOKEN_URL: 'nope' }, 'GOOGLE_TOKEN_URL'],
    [{ FACEBOOK_PROFILE_URL: '/me' }, 'FACEBOOK_PROFILE_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ FACEBOOK_CLIENT_SECRET: 'secret-only' }, 'FACEBOOK_CLIENT_ID'],
    [{ OPERATOR_API_KEY: 'too-short' }, 'OPERATOR_API_KEY'],
    [{ OPERATOR_API_KEY: `${'k'.repeat(32)} x` }, 'OPERATOR_API_KEY'],
    [{ PAGE_CACHE_MAX_MB: 'lots' }, 'PAGE_CACHE_MAX_MB'],
    [{ PAGE_CACHE_MAX_MB: '-1' }, 'PAGE_CACHE_MAX_MB'],
    [{ OVERLOAD_MAX_QUEUE_MS: 'soon' }, 'OVERLOAD_MAX_QUEUE_MS'],
    [{ OVERLOAD_MAX_QUEUE_MS: '-1' }, 'OVERLOAD_MAX_QUEUE_MS'],
    // Replaced by OVERLOAD_MAX_QUEUE_MS: a deployment still setting it must hear it does nothing.
    [
      { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200' },
      'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS.*OVERLOAD_MAX_QUEUE_MS',
    ],
    [{ OVERLOAD_MAX_CONCURRENT_RENDERS: '2.5' }, 'OVERLOAD_MAX_CONCURRENT_RENDERS'],
    [{ SUPPORT_CHAT_SCRIPT_URL: 'chat.js' }, 'SUPPORT_CHAT_SCRIPT_URL'],
    [{ SUPPORT_CHAT_SCRIPT_URL: 'javascript:alert(1)' }, 'SUPPORT_CHAT_SCRIPT_URL'],
    [{ SUPPORT_CHAT_SCRIPT_URL: 'http://chat.example/x.js' }, 'SUPPORT_CHAT_SCRIPT_URL'],
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

  it('reads the mail, operator and social sign-in variables', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      OPERATOR_API_KEY: 'k'.repeat(32),
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9000/authorize',
    });
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Reprise <no-reply@reprise.local>',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9000/authorize',
    });
    expect(env.FACEBOOK_CLIENT_ID).toBeUndefined();
  });

  it('accepts an https support chat script (http only on localhost) and page cache sizes', () => {
    expect(
      loadEnv({ SUPPORT_CHAT_SCRIPT_URL: 'https://chat.example/loader.js' })
        .SUPPORT_CHAT_SCRIPT_URL,
    ).toBe('https://chat.example/loader.js');
    expect(
      loadEnv({ SUPPORT_CHAT_SCRIPT_URL: 'http://localhost:4000/chat.js' }).SUPPORT_CHAT_SCRIPT_URL,
    ).toBe('http://localhost:4000/chat.js');
    expect(loadEnv({ PAGE_CACHE_MAX_MB: '0' }).PAGE_CACHE_MAX_MB).toBe(0);
    expect(loadEnv({ PAGE_CACHE_MAX_MB: '0.5' }).PAGE_CACHE_MAX_MB).toBe(0.5);
  });
});
