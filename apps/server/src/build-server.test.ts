import { openDatabase } from '@reprise/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { loadEnv } from './env';

describe('buildServer', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  async function callerCountry(trustProxy: 'true' | 'false') {
    const env = loadEnv({ TRUST_PROXY: trustProxy, LOG_LEVEL: 'silent' });
    const app = await buildServer({ env, database, logger: false });
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

  it('sends HSTS for a year and a request id on every answer', async () => {
    const app = await buildServer({
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    await app.close();
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
