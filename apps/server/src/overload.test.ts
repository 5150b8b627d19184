import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverloadLimits } from './overload';
import type { WebRequestHandler } from './react-router-adapter';
import { buildPageServer } from './test-support/page-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

async function serverWith(
  limits: Partial<OverloadLimits>,
  page: WebRequestHandler,
  env: Record<string, string> = {},
) {
  const app = await buildPageServer(page, { env, database: database.handle, overload: limits });
  await app.ready();
  return app;
}

const htmlPage: WebRequestHandler = async () =>
  new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });

/** A page whose renders of the paths `holds` picks wait until `finish()` is called. */
function heldPages(holds: (path: string) => boolean) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow: WebRequestHandler = async (request, context) => {
    if (holds(new URL(request.url).pathname)) await held;
    return htmlPage(request, context);
  };
  return { slow, finish: () => release() };
}

async function untilRefused(app: FastifyInstance) {
  for (let i = 0; i < 500; i++) {
    if (app.isUnderPressure()) return;
    await sleep(10);
  }
  throw new Error('the server never came under pressure');
}

// What a browser sends with a script's API call from one of our pages.
const FROM_OUR_PAGE = {
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};

describe('overload protection', () => {
  it('answers new pages and foreign API calls with a fast 503 and Retry-After, and keeps the probes up', async () => {
    // A heap limit of one byte: every sample after the first finds the copy overloaded.
    const app = await serverWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 50 }, htmlPage);
    try {
      await untilRefused(app);
      const page = await app.inject('/sports');
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('We’re very busy');
      // In the visitor's language: the chosen one, else the browser's.
      const german = await app.inject({ url: '/sports', headers: { cookie: 'reprise_lang=de' } });
      expect(german.body).toContain('<html lang="de">');
      expect(german.body).toContain('Gerade ist sehr viel los');
      const french = await app.inject({ url: '/sports', headers: { 'accept-language': 'fr-FR' } });
      expect(french.body).toContain('réessayez maintenant</a>');
      const navigation = await app.inject({
        url: '/concerts',
        headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
      });
      expect(navigation.statusCode).toBe(503);

      const api = await app.inject('/api/category/list');
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toMatchObject({
        code: 'OVERLOADED',
        requestId: api.headers['x-request-id'],
      });
      // Another site's script is no page of ours.
      const foreign = await app.inject({
        url: '/api/category/list',
        headers: { ...FROM_OUR_PAGE, 'sec-fetch-site': 'cross-site' },
      });
      expect(foreign.statusCode).toBe(503);

      expect((await app.inject('/api/health')).statusCode).toBe(200);
      await app.warmUp?.done();
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('never refuses what a page already sent asks for: its files, images and API calls', async () => {
    const app = await serverWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 50 }, htmlPage);
    try {
      await untilRefused(app);
      const parts = [
        { url: '/api/category/list', headers: FROM_OUR_PAGE },
        { url: '/api/img/performers/none.svg', headers: {} },
        { url: '/api/img/performers/none.svg', headers: { 'sec-fetch-dest': 'image' } },
        { url: '/assets/entry.client-0000.js', headers: { 'sec-fetch-dest': 'script' } },
        // The page's messages, fetched by its script before it hydrates.
        { url: '/i18n/de.000000000000.json', headers: FROM_OUR_PAGE },
        { url: '/favicon.svg', headers: {} },
        // A style or font the page links to, wherever it lives.
        { url: '/styles.css', headers: { 'sec-fetch-dest': 'style' } },
      ];
      for (const part of parts) {
        const answer = await app.inject(part);
        expect(answer.statusCode, `${part.url} ${JSON.stringify(part.headers)}`).not.toBe(503);
      }
      expect(
        (await app.inject({ url: '/api/category/list', headers: FROM_OUR_PAGE })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets a page it already admitted finish its API calls while it refuses newcomers', async () => {
    let app: FastifyInstance | undefined;
    let underPressureDuringRender = false;
    const admittedPage: WebRequestHandler = async (request, context) => {
      if (new URL(request.url).pathname === '/') return htmlPage(request, context);
      // Admitted before the first memory sample; its API call comes once the copy is refusing.
      if (app) await untilRefused(app);
      underPressureDuringRender = app?.isUnderPressure() ?? false;
      const categories = await context.apiFetch('/api/category/list');
      return new Response(`<p>${categories.status}</p>`, {
        headers: { 'content-type': 'text/html' },
      });
    };
    app = await serverWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 1_000 }, admittedPage);
    try {
      const admitted = app.inject({ url: '/sports', headers: { cookie: 'access_token=t' } });
      await untilRefused(app);
      const newcomer = await app.inject('/concerts');
      const page = await admitted;
      expect(underPressureDuringRender).toBe(true);
      expect(newcomer.statusCode).toBe(503);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<p>200</p>');
    } finally {
      await app.close();
    }
  });

  it('lets a render past OVERLOAD_MAX_CONCURRENT_RENDERS wait for a place, then serves it', async () => {
    const { slow, finish } = heldPages((path) => path === '/sports');
    const app = await serverWith({}, slow, {
      OVERLOAD_MAX_CONCURRENT_RENDERS: '1',
      OVERLOAD_MAX_QUEUE_MS: '30000',
    });
    try {
      await app.warmUp?.done();
      const first = app.inject('/sports');
      await sleep(50);
      const second = app.inject('/theater');
      await sleep(50);
      finish();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a render at once when the line would wait past OVERLOAD_MAX_QUEUE_MS', async () => {
    const { slow, finish } = heldPages((path) => path !== '/');
    const app = await serverWith({}, slow, {
      OVERLOAD_MAX_CONCURRENT_RENDERS: '2',
      OVERLOAD_MAX_QUEUE_MS: '0',
    });
    try {
      // The warm-up render of home gives the gate its first pace: renders take time.
      await app.warmUp?.done();
      const first = app.inject('/sports');
      const second = app.inject({ url: '/concerts', headers: { cookie: 'access_token=t' } });
      await sleep(50);
      const third = await app.inject('/theater');
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('5');
      expect(third.body).toContain('We’re very busy');
      finish();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      // Places are given back: the next renders go through, and cached pages never queue.
      expect((await app.inject('/theater')).statusCode).toBe(200);
      expect((await app.inject('/sports')).headers['x-page-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });

  it('gives the place back of a visitor who left while waiting in line', async () => {
    const { slow, finish } = heldPages((path) => path === '/sports');
    const app = await serverWith({}, slow, {
      OVERLOAD_MAX_CONCURRENT_RENDERS: '1',
      OVERLOAD_MAX_QUEUE_MS: '2000',
    });
    try {
      await app.warmUp?.done();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const signedIn = { cookie: 'access_token=t' };
      const first = app.inject({ url: '/sports', headers: signedIn });
      await sleep(50);
      // A personal page's visitor gives up while in line behind the held render.
      const leaving = httpGet({ port, host: '127.0.0.1', path: '/concerts', headers: signedIn });
      leaving.on('error', () => {});
      await sleep(100);
      leaving.destroy();
      await sleep(100);
      finish();
      expect((await first).statusCode).toBe(200);
      // Were the leaver's place kept, this one would wait out the bound and get a 503.
      expect((await app.inject({ url: '/theater', headers: signedIn })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('never refuses a lone visitor, however long each render blocks the loop', async () => {
    const busy = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {}
    };
    const blocking: WebRequestHandler = async (request, context) => {
      busy(400);
      return htmlPage(request, context);
    };
    const app = await serverWith({}, blocking);
    try {
      for (const path of ['/sports', '/concerts', '/theater', '/festivals']) {
        expect((await app.inject(path)).statusCode, path).toBe(200);
        const call = await app.inject({ url: '/api/category/list', headers: FROM_OUR_PAGE });
        expect(call.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
