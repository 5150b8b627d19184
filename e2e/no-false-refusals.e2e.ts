import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { pageLinksOf, Visitor } from './support/visitor';

// Overload protection must turn nobody away when nothing is overloaded: a copy that just started,
// with its pages cold, serves a lone visitor walking the site and two visitors arriving together
// without a single 503 — not on the page, not on its images, scripts and styles, not on the API
// calls its scripts make. Visitors are browser-like HTTP clients (support/visitor.ts).

const PAGES_TO_WALK = 50;

describe('a lone visitor walking a copy that just started', () => {
  let server: RunningServer | undefined;
  let visitor: Visitor | undefined;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    visitor?.close();
    await server?.stop();
  });

  it(`gets no 503 on ${PAGES_TO_WALK} cold pages, their assets and API calls, one at a time`, async () => {
    visitor = new Visitor(server!.baseUrl);
    // Breadth first from home: categories, genres, performers, venues, events, content pages.
    const queue = ['/'];
    const seen = new Set(queue);
    const walked: string[] = [];
    while (walked.length < PAGES_TO_WALK && queue.length > 0) {
      const path = queue.shift()!;
      const html = await visitor.open(path);
      walked.push(path);
      for (const link of pageLinksOf(html)) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(visitor.failures()).toEqual([]);
    expect(walked).toHaveLength(PAGES_TO_WALK);
    // The walk did ask for what a browser asks for besides documents.
    const dests = new Set(visitor.answers.map((answer) => answer.dest));
    expect([...dests].sort()).toEqual(['document', 'empty', 'image', 'script', 'style']);
  }, 240_000);
});

describe('two visitors opening home on a copy that just started', () => {
  let server: RunningServer | undefined;
  const visitors: Visitor[] = [];

  beforeAll(async () => {
    server = await startServer();
  });
  afterEach(() => {
    for (const visitor of visitors) visitor.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('gives neither a 503 on any request', async () => {
    visitors.push(new Visitor(server!.baseUrl), new Visitor(server!.baseUrl));
    await Promise.all(visitors.map((visitor) => visitor.open('/')));
    for (const visitor of visitors) {
      expect(visitor.failures()).toEqual([]);
      expect(visitor.answers.some((answer) => answer.path.startsWith('/api/img/'))).toBe(true);
    }
  }, 120_000);
});

describe('two real browsers opening home on a copy that just started', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Chromium's own Sec-Fetch headers, not a simulation of them: every image, script, style and
  // in-page API call of both pages must be answered, none with a 503.
  it('gets no 503 on any request of either page', async () => {
    const contexts = await Promise.all([browser!.newContext(), browser!.newContext()]);
    const answers: { url: string; status: number }[] = [];
    for (const context of contexts) {
      context.on('response', (response) => {
        answers.push({ url: response.url(), status: response.status() });
      });
    }
    await Promise.all(
      contexts.map(async (context) => {
        const page = await context.newPage();
        await page.goto(`${server!.baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
      }),
    );
    await Promise.all(contexts.map((context) => context.close()));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const origin = new URL(server!.baseUrl).origin;
    const ours = answers.filter((answer) => answer.url.startsWith(origin));
    expect(ours.filter((answer) => answer.url.includes('/api/img/')).length).toBeGreaterThan(1);
    expect(ours.filter((answer) => answer.url.includes('/assets/')).length).toBeGreaterThan(1);
  }, 120_000);
});
