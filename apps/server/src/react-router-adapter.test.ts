import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mountReactRouter, type WebRequestHandler } from './react-router-adapter';

async function serve(
  handler: WebRequestHandler,
  mode: 'production' | 'development' = 'production',
) {
  const app = Fastify({ logger: false });
  app.get('/api/echo-cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
  app.get('/api/gone', async (_request, reply) => reply.code(404).send({ code: 'NOT_FOUND' }));
  app.get('/api/whoami', async (request) => ({ ip: request.ip, origin: request.headers.origin }));
  app.post('/api/sign-in', async (_request, reply) => {
    reply.header('set-cookie', [
      'access_token=new-access; Path=/; HttpOnly',
      'stale=; Path=/; Max-Age=0',
    ]);
    return { ok: true };
  });
  await mountReactRouter(app, {
    getHandler: async () => handler,
    mode,
    api: app,
    publicBaseUrl: 'http://reprise.test',
  });
  await app.ready();
  return app;
}

describe('the Fastify ↔ React Router adapter', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('keeps every Set-Cookie header and the status', async () => {
    app = await serve(async () => {
      const headers = new Headers({ 'content-type': 'text/plain' });
      headers.append('set-cookie', 'a=1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT');
      headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
      return new Response('created', { status: 201, headers });
    });
    const response = await app.inject('/anything');
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toEqual([
      'a=1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      'b=2; Path=/; HttpOnly',
    ]);
    expect(response.body).toBe('created');
  });

  it('gives loaders the API answer: status, ok, and the body as JSON or text', async () => {
    let seen: unknown;
    app = await serve(async (_request, context) => {
      const found = await context.apiFetch('/api/echo-cookie', { headers: { Cookie: 'a=1' } });
      const missing = await context.apiFetch('/api/gone');
      seen = {
        found: [found.status, found.ok, await found.json()],
        missing: [missing.status, missing.ok, JSON.parse(await missing.text()).code],
      };
      return new Response('ok');
    });
    await app.inject('/');
    expect(seen).toEqual({
      found: [200, true, { cookie: 'a=1' }],
      missing: [404, false, 'NOT_FOUND'],
    });
  });

  it('passes method, URL, headers and the raw body through to the Web Request', async () => {
    let seen: { method: string; url: string; type: string | null; body: string } | undefined;
    app = await serve(async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        type: request.headers.get('content-type'),
        body: await request.text(),
      };
      return new Response('ok');
    });
    await app.inject({
      method: 'POST',
      url: '/checkout?step=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'reprise.test' },
      payload: 'quantity=2&listing=9',
    });
    expect(seen).toEqual({
      method: 'POST',
      url: 'http://reprise.test/checkout?step=2',
      type: 'application/x-www-form-urlencoded',
      body: 'quantity=2&listing=9',
    });
  });

  it('streams a personal page and adds a nonce-based CSP to its HTML in production', async () => {
    let nonce = '';
    app = await serve(async (_request, context) => {
      nonce = context.nonce;
      const encoder = new TextEncoder();
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode('<p>one</p>'));
          controller.enqueue(encoder.encode('<p>two</p>'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    // Signed in: this page is for this visitor alone (shared pages: page-cache/shared-pages.test.ts).
    const response = await app.inject({ url: '/', headers: { cookie: 'access_token=t' } });
    expect(response.body).toBe('<p>one</p><p>two</p>');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-page-cache']).toBe('bypass');
  });

  it('lets loaders call the API in-process with the visitor’s cookies', async () => {
    app = await serve(async (_request, context) => {
      const api = await context.apiFetch('/api/echo-cookie');
      return new Response(await api.text(), { headers: { 'content-type': 'application/json' } });
    });
    const response = await app.inject({ url: '/', headers: { cookie: 'currency_to=EUR' } });
    expect(response.json()).toEqual({ cookie: 'currency_to=EUR' });
  });

  it('sends the cookies an in-process API call set to the browser and to the next call', async () => {
    app = await serve(async (_request, context) => {
      await context.apiFetch('/api/sign-in', { method: 'POST' });
      const api = await context.apiFetch('/api/echo-cookie');
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'page=1; Path=/');
      return new Response(await api.text(), { headers });
    });
    const response = await app.inject({
      url: '/',
      headers: { cookie: 'currency_to=EUR; stale=old; access_token=old-access' },
    });
    // The second call already carries the new token and no longer the cleared cookie.
    expect(response.json()).toEqual({ cookie: 'currency_to=EUR; access_token=new-access' });
    expect(response.headers['set-cookie']).toEqual([
      'access_token=new-access; Path=/; HttpOnly',
      'stale=; Path=/; Max-Age=0',
      'page=1; Path=/',
    ]);
  });

  it('makes an in-process call come from the visitor’s IP with the visitor’s origin', async () => {
    app = await serve(async (_request, context) => {
      const api = await context.apiFetch('/api/whoami');
      return new Response(await api.text(), { headers: { 'content-type': 'application/json' } });
    });
    const response = await app.inject({
      method: 'POST',
      url: '/',
      remoteAddress: '81.2.69.142',
      headers: { origin: 'http://reprise.test' },
    });
    expect(response.json()).toEqual({ ip: '81.2.69.142', origin: 'http://reprise.test' });
  });

  it('aborts the Web Request when the client goes away', async () => {
    let aborted: Promise<boolean> | undefined;
    app = await serve(async (request) => {
      aborted = new Promise((resolve) => {
        request.signal.addEventListener('abort', () => resolve(true));
        setTimeout(() => resolve(false), 3_000);
      });
      // A shell, then a body that never ends: only a disconnect can end this response.
      let sent = false;
      const body = new ReadableStream({
        pull: (controller) => {
          if (sent) return new Promise(() => {});
          sent = true;
          controller.enqueue(new TextEncoder().encode('<p>shell</p>'));
        },
      });
      return new Response(body, {
        headers: { 'content-type': 'text/html' },
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      // A personal render: a shared one is finished for the others waiting on it.
      const req = httpRequest(
        { port, host: '127.0.0.1', path: '/slow', headers: { cookie: 'access_token=t' } },
        () => {
          // Headers arrived, the body never will: hang up like a visitor closing the tab.
          req.destroy();
          resolve();
        },
      );
      req.on('error', () => resolve());
      req.end();
    });
    expect(await aborted).toBe(true);
  });
});
