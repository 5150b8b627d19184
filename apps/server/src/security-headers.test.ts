import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, installSecurityHeaders, securityHeadersOf } from './security-headers';

// Everything but the date, which moves between two answers.
async function answerHeaders(app: FastifyInstance, url: string) {
  const response = await app.inject(url);
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers };
}

async function withRoutes(install: (app: FastifyInstance) => Promise<void> | void) {
  const app = Fastify({ logger: false });
  await install(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/own-referrer', async (_request, reply) =>
    reply.header('referrer-policy', 'no-referrer').send({ ok: true }),
  );
  app.get('/no-framing-header', async (_request, reply) =>
    reply.removeHeader('x-frame-options').send({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('are exactly the headers @fastify/helmet sends with the same options', async () => {
    // Helmet's CommonJS and ESM type files declare the same options twice, as unrelated types.
    const options = { ...HELMET_OPTIONS } as FastifyHelmetOptions;
    const helmet = await withRoutes(async (app) => {
      await app.register(fastifyHelmet, options);
    });
    const ours = await withRoutes((app) => installSecurityHeaders(app));
    for (const url of ['/json', '/own-referrer', '/no-framing-header', '/missing']) {
      expect(await answerHeaders(ours, url), url).toEqual(await answerHeaders(helmet, url));
    }
    await Promise.all([helmet.close(), ours.close()]);
  });

  it('include HSTS for a year with subdomains, framing, sniffing and referrer rules', () => {
    expect(securityHeadersOf(HELMET_OPTIONS).set).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });
});
