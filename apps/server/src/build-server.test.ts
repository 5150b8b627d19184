import { openDatabase } from '@reprise/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { loadEnv } from './env';
import { HELMET_OPTIONS, securityHeadersOf } from './security-headers';

const TEST_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('buildServer', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  async function callerCountry(trustProxy: 'true' | 'false') {
    const env = loadEnv({ TRUST_PROXY: trustProxy, LOG_LEVEL: 'silent' });
    const app = await buildServer({ env, database, sessionSecret: TEST_SECRET, logger: false });
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/whoami',
      headers: { 'x-forwarded-for': '81.2.69.142' },
      remoteAddress: '127.0.0.1',
    });
    await app.close();
    return (response.json() as { ip: string }).ip;
  }

  it('ignores X-Forwarded-For unless told a trusted proxy is in front', async () => {
    expect(await callerCountry('false')).toBe('127.0.0.1');
    expect(await callerCountry('true')).toBe('81.2.69.142');
  });

  it('sends HSTS for a year, a request id and its own time on every answer', async () => {
    const app = await buildServer({
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      database,
      sessionSecret: TEST_SECRET,
      logger: false,
    });
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    // Every security header, on answers, refusals and unknown paths alike.
    const others = await Promise.all(
      ['/api/event/listings?eventId=abc', '/api/no-such-call'].map((url) => app.inject(url)),
    );
    await app.close();
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    const security = securityHeadersOf(HELMET_OPTIONS).set;
    for (const answer of [response, ...others]) expect(answer.headers).toMatchObject(security);
    expect(others.map((answer) => answer.statusCode)).toEqual([400, 404]);
  });

  it('logs page URLs with their link tokens and OAuth codes masked', async () => {
    const lines: string[] = [];
    const app = await buildServer({
      env: loadEnv({ LOG_LEVEL: 'info' }),
      database,
      sessionSecret: TEST_SECRET,
      logger: { write: (line: string) => lines.push(line) },
    });
    await app.inject('/set-password/SECRET-LINK-TOKEN');
    await app.inject('/auth/google/callback?code=SECRET-CODE&state=SECRET-STATE');
    await app.inject({ url: '/api/health', headers: { authorization: 'Bearer SECRET-BEARER' } });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('/set-password/[redacted]');
    expect(log).toContain('code=[redacted]&state=[redacted]');
    expect(log).not.toMatch(/SECRET-/);
  });
});
