import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// The built server's rendered-page cache (docs/decisions/0005): anonymous pages are rendered
// once and shared per key, with public caching headers and a CSP of script hashes that the real
// browser must accept; signed-in visitors get it too, privately (docs/decisions/0021).

const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

describe('rendered pages on the built server', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server!.baseUrl + path, { headers: { ...BROWSER_HEADERS, ...headers } });

  it('renders an anonymous page once, then serves it to the next visitor from the cache', async () => {
    const first = await get('/sports');
    const second = await get('/sports', { cookie: 'theme=dark' });
    expect(first.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(csp).not.toContain('nonce');
    const html = await second.text();
    expect(html).not.toContain('rel="modulepreload"');
    const revalidated = await get('/sports', { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('keeps one page per currency, and gives a signed-in visitor the shared page privately', async () => {
    const eur = await get('/concerts', { cookie: 'currency_to=EUR' });
    const gbp = await get('/concerts', { cookie: 'currency_to=GBP' });
    expect([eur, gbp].map((r) => r.headers.get('x-page-cache'))).toEqual(['miss', 'miss']);
    // The page every visitor shares, rendered without a session (ADR 0021), kept by them alone.
    const signedIn = await get('/concerts', { cookie: 'currency_to=EUR; access_token=abc' });
    expect(signedIn.headers.get('x-page-cache')).toBe('hit');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('etag')).toBe(eur.headers.get('etag'));
    const userObject = await get('/concerts', { cookie: 'userObject=%7B%22id%22%3A1%7D' });
    expect(userObject.headers.get('x-page-cache')).toBe('miss');
    expect(
      (await get('/concerts', { cookie: 'currency_to=EUR' })).headers.get('x-page-cache'),
    ).toBe('hit');
  });

  it('hydrates a cached page under its hash-based CSP, and offers mail when no chat is set up', async () => {
    await get('/');
    const page = await browser!.newPage({ baseURL: server!.baseUrl });
    const errors = collectPageErrors(page);
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !request.url().startsWith(server!.baseUrl)) {
        chatRequests.push(request.url());
      }
    });
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.headers()['x-page-cache']).toBe('hit');
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await chat.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Live chat' }).textContent())
      .toContain('support@reprise.example');
    expect(chatRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
