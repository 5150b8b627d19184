import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, collectPageErrors, launchBrowser } from './support/browser';
import { missingCategoryLinks, normalizeSpace, upcomingEventLinks } from './support/event-links';
import { type RunningServer, startServer } from './support/server';

// Playwright's own waits must give up before Vitest's 60 s test timeout, so a failure names
// the locator instead of reporting a bare timeout.
const actionTimeoutMs = 20_000;

describe('home page', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // One after the other, so a failed server start leaves a browser that afterAll closes.
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser || !server) throw new Error('beforeAll did not start the server and browser');
    const context = await browser.newContext({ baseURL: server.baseUrl, ...options });
    context.setDefaultTimeout(actionTimeoutMs);
    contexts.push(context);
    return context.newPage();
  }

  it('serves upcoming events and categories without JavaScript', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const links = await upcomingEventLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link.name).not.toBe('');

    expect(await missingCategoryLinks(page)).toEqual([]);
  });

  it('sends fingerprinted scripts with long caching and without document-only headers', async () => {
    const html = await (await fetch(`${server!.baseUrl}/`)).text();
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const response = await fetch(`${server!.baseUrl}${script}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of [
      'x-frame-options',
      'x-xss-protection',
      'referrer-policy',
      'x-request-id',
      'etag',
      'last-modified',
      'accept-ranges',
      'strict-transport-security',
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });

  it('opens an event page from the home page with no console errors', async () => {
    const page = await openPage();
    const errors = collectPageErrors(page);
    // networkidle: the client bundle has loaded and hydrated, so hydration errors show up here.
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(errors).toEqual([]);

    const [first] = await upcomingEventLinks(page);
    expect(first).toBeDefined();
    const event = first!;

    await event.locator.click();
    await page.waitForURL((url) => url.pathname === event.href);

    // A client-side navigation can change the URL a moment before the new page renders:
    // wait until the h1 belongs to the event, then assert with a readable message.
    await page
      .waitForFunction(
        (name) => {
          const h1 = document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
          return Boolean(h1) && name.startsWith(h1!);
        },
        event.name,
        { timeout: actionTimeoutMs },
      )
      .catch(() => undefined);
    const h1 = normalizeSpace((await page.locator('h1').first().textContent()) ?? '');
    expect(h1).not.toBe('');
    expect(event.name.startsWith(h1), `link "${event.name}" vs h1 "${h1}"`).toBe(true);
    expect(errors).toEqual([]);
  });

  it('has no WCAG 2.2 A/AA violations found by axe', async () => {
    const page = await openPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const violations = await checkA11y(page);
    if (violations.length > 0) console.error(`axe violations on /:\n${violations.join('\n')}`);
    expect(violations).toEqual([]);
  });

  it('renders the same event and category links on a phone', async () => {
    const desktop = await openPage();
    await desktop.goto('/', { waitUntil: 'networkidle' });
    const desktopHrefs = (await upcomingEventLinks(desktop)).map((link) => link.href);

    const phone = await openPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto('/', { waitUntil: 'networkidle' });
    const phoneLinks = await upcomingEventLinks(phone);

    expect(phoneLinks.map((link) => link.href)).toEqual(desktopHrefs);
    expect(phoneLinks.length).toBeGreaterThanOrEqual(3);
    await expect(phoneLinks[0]!.locator.isVisible()).resolves.toBe(true);
    // Categories may sit behind a menu on a phone, so presence (not visibility) is the contract.
    expect(await missingCategoryLinks(phone)).toEqual([]);
    // A page wider than the phone means sideways scrolling: the classic mobile layout bug.
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
