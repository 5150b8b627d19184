import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, collectPageErrors, launchBrowser } from './support/browser';
import { eventHrefPattern, normalizeSpace } from './support/event-links';
import { type RunningServer, startServer } from './support/server';

const actionTimeoutMs = 20_000;
const PERFORMER_PATH = '/sports/epl/manchester-united';
const NOTHING_ON_SALE = 'No tickets on sale';

interface CardPrice {
  href: string;
  /** 'From £75.00' or the nothing-on-sale words, as the card shows them. */
  text: string;
}

/** Every event card link of the page with the "from" line it shows. */
async function cardPrices(page: Page): Promise<CardPrice[]> {
  return page.$$eval('main a[href]', (links) =>
    links.flatMap((link) => {
      const href = link.getAttribute('href') ?? '';
      const line = [...link.querySelectorAll('span')].find((span) =>
        /^(From .+|No tickets on sale)$/.test(span.textContent?.trim() ?? ''),
      );
      return line ? [{ href, text: line.textContent!.trim() }] : [];
    }),
  );
}

/** What the event page says of its cheapest ticket: 'From £75.00', or that nothing is on sale. */
async function eventPageFrom(page: Page, href: string): Promise<string> {
  const response = await page.goto(href);
  expect(response?.status(), href).toBe(200);
  const text = normalizeSpace(
    (await page.locator('#tickets-heading').locator('xpath=..').textContent()) ?? '',
  );
  if (text.includes('No tickets are on sale')) return NOTHING_ON_SALE;
  const from = text.match(/, from (.+?) each\./)?.[1];
  expect(from, `${href}: ${text}`).toBeDefined();
  return `From ${from}`;
}

describe('discovery: from prices and list filters', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  async function openContext(currency: string, javaScriptEnabled = true) {
    if (!browser || !server) throw new Error('beforeAll did not start the server and browser');
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled });
    context.setDefaultTimeout(actionTimeoutMs);
    const host = new URL(server.baseUrl).hostname;
    await context.addCookies([{ name: 'currency_to', value: currency, domain: host, path: '/' }]);
    contexts.push(context);
    return context;
  }

  for (const [currency, symbol] of [
    ['GBP', '£'],
    ['EUR', '€'],
  ] as const) {
    it(`shows on every card of home and a performer page the event page's lowest all-in price (${currency})`, async () => {
      const context = await openContext(currency, false);
      const page = await context.newPage();
      const cards: CardPrice[] = [];
      for (const path of ['/', PERFORMER_PATH]) {
        await page.goto(path);
        const found = await cardPrices(page);
        const eventLinks = await page.$$eval('main a[href]', (links) =>
          links.map((link) => link.getAttribute('href') ?? ''),
        );
        const events = eventLinks.filter((href) => eventHrefPattern.test(href));
        // Every event card has its from line.
        expect(found.map((card) => card.href).sort(), path).toEqual(events.sort());
        expect(found.length, path).toBeGreaterThan(2);
        cards.push(...found);
      }
      const priced = cards.filter((card) => card.text !== NOTHING_ON_SALE);
      expect(priced.length).toBeGreaterThan(0);
      for (const card of priced)
        expect(card.text.startsWith(`From ${symbol}`), card.text).toBe(true);

      // Each event once, its page in the same currency (four pages at a time).
      const byHref = new Map(cards.map((card) => [card.href, card.text]));
      const pages = await Promise.all([1, 2, 3, 4].map(() => context.newPage()));
      const hrefs = [...byHref.keys()];
      const mismatches: string[] = [];
      await Promise.all(
        pages.map(async (eventPage, lane) => {
          for (let i = lane; i < hrefs.length; i += pages.length) {
            const href = hrefs[i]!;
            const shown = await eventPageFrom(eventPage, href);
            if (shown !== byHref.get(href)) {
              mismatches.push(`${href}: card "${byHref.get(href)}", page "${shown}"`);
            }
          }
        }),
      );
      expect(mismatches).toEqual([]);
    });
  }

  it("shows in the search box's events group the event page's lowest all-in price (EUR)", async () => {
    const context = await openContext('EUR');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(PERFORMER_PATH, { waitUntil: 'networkidle' });
    const box = page.getByPlaceholder('Search by Team, Performer, City or Venue').first();
    await box.click();
    await box.fill('Manchester United');
    const option = page
      .getByRole('option')
      .filter({ has: page.locator('time') })
      .filter({ hasText: /From €|No tickets on sale/ })
      .first();
    await option.waitFor();
    const text = normalizeSpace((await option.textContent()) ?? '');
    const shown = text.match(/From €[\d,.]+|No tickets on sale/)?.[0];
    const href = (await option.getAttribute('href')) ?? '';
    expect(href).toMatch(eventHrefPattern);
    const eventPage = await context.newPage();
    expect(await eventPageFrom(eventPage, href)).toBe(shown);
    expect(errors).toEqual([]);
  });

  it('narrows a performer page by dates and by price, in the URL, kept across a reload', async () => {
    const context = await openContext('GBP');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(PERFORMER_PATH, { waitUntil: 'networkidle' });
    const all = await cardPrices(page);
    expect(all.length).toBeGreaterThan(2);

    // Dates: the day of the first card's event, picked.
    const day = await localDay(server!.baseUrl, all[0]!.href);
    await page.getByLabel('Dates').selectOption('dates');
    await page.getByLabel('From date').fill(day);
    await page.getByLabel('To date').fill(day);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === day);
    await expect.poll(async () => (await cardPrices(page)).length).toBeLessThan(all.length);
    const onDay = await cardPrices(page);
    expect(onDay.map((c) => c.href)).toContain(all[0]!.href);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardPrices(page)).toEqual(onDay);
    expect(await page.getByLabel('From date').inputValue()).toBe(day);

    // Price: at most the median from price; every card left costs no more.
    await page.goto(PERFORMER_PATH, { waitUntil: 'networkidle' });
    const prices = all
      .filter((card) => card.text !== NOTHING_ON_SALE)
      .map((card) => pounds(card.text))
      .sort((a, b) => a - b);
    expect(prices.length).toBeGreaterThan(1);
    const max = prices[Math.floor((prices.length - 1) / 2)]!;
    await page.getByLabel('Max price (GBP)').fill(String(max));
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('max_price') === String(max));
    // The dearer cards of the unfiltered list are gone; every card left costs no more.
    const dearer = all.filter((card) => card.text !== NOTHING_ON_SALE && pounds(card.text) > max);
    expect(dearer.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await cardPrices(page)).some((card) => pounds(card.text) > max))
      .toBe(false);
    const cheap = await cardPrices(page);
    expect(cheap.length).toBeGreaterThan(0);
    for (const card of cheap) expect(card.text).not.toBe(NOTHING_ON_SALE);
    for (const card of cheap) expect(pounds(card.text)).toBeLessThanOrEqual(max);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardPrices(page)).toEqual(cheap);
    expect(await page.getByLabel('Max price (GBP)').inputValue()).toBe(String(max));

    expect(await checkA11y(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The venue-local calendar day of a performer's event, from the filterListings API. */
async function localDay(baseUrl: string, href: string): Promise<string> {
  const id = Number(href.split('+').pop());
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventdate timezone } }',
      variables: { input: { performer: PERFORMER_PATH.split('/').pop(), limit: 100 } },
    }),
  });
  const body = (await response.json()) as {
    data: { filterListings: { event_id: number; eventdate: string; timezone: string }[] };
  };
  const event = body.data.filterListings.find((e) => e.event_id === id);
  expect(event, href).toBeDefined();
  return new Intl.DateTimeFormat('en-CA', { timeZone: event!.timezone }).format(
    new Date(event!.eventdate),
  );
}
