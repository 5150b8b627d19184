import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// The event page on the demo data, at a phone and a desktop size: listings with all-in prices,
// the quantity rule, Sort by Deals, a price filter and a map section narrowing the list, the view
// surviving a reload, a cancelled event without a Buy button, the no-map image, and axe with the
// map focused and a breakdown open.

interface Found {
  /** A scheduled event with a seat map, listings in several sections and quantities. */
  rich: { path: string; id: number; quantity: number };
  cancelled: { path: string };
  withoutMap: { path: string };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function findEvents(baseUrl: string): Promise<Found> {
  const api = `${baseUrl}/api`;
  const upcoming = await json<{ data: { id: number; path: string }[] }>(
    `${api}/events/upcoming?limit=50`,
  );
  let rich: Found['rich'] | undefined;
  let withoutMap: Found['withoutMap'] | undefined;
  for (const event of upcoming.data) {
    const { data } = await json<{ data: EventListingsData }>(
      `${api}/event/listings?eventId=${event.id}&toCurrencyCode=GBP&quantity=2&limit=10`,
    );
    if (!data.map && data.count > 0) withoutMap ??= { path: event.path };
    if (rich || !data.map || data.count < 12 || data.sections.length < 3) continue;
    // A quantity some listing of the first page cannot sell, so changing to it must hide it.
    const quantity = [3, 4, 1].find((q) => data.listings.some((l) => !l.quantities.includes(q)));
    if (quantity) rich = { path: event.path, id: event.id, quantity };
  }
  let cancelled: Found['cancelled'] | undefined;
  for (let id = 1; id <= 400 && !cancelled; id++) {
    const { data } = await json<{ data: { status: string; path: string } }>(`${api}/events/${id}`);
    if (data.status === 'cancelled') cancelled = { path: data.path };
  }
  if (!rich || !withoutMap || !cancelled) {
    throw new Error(`demo data lacks an event: ${JSON.stringify({ rich, withoutMap, cancelled })}`);
  }
  return { rich, cancelled, withoutMap };
}

const rows = (page: Page) => page.locator('li[data-listing-id]');
const ids = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-listing-id')));
const scores = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-deal-score'))),
  );
const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('the event page', () => {
  let server: RunningServer;
  let browser: Browser;
  let found: Found;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    found = await findEvents(server.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = (path: string, viewport: BrowserContextOptions) =>
    openPage(browser, server.baseUrl, path, viewport);

  /**
   * Waits until the page's URL has the search and the page has drawn the view it names: React
   * Router renders a navigation in a transition, so the URL can change a moment before the page.
   */
  async function settled(page: Page, has: string, drawn: () => Promise<boolean>) {
    await page.waitForURL((url) => url.search.includes(has));
    await expect.poll(drawn, { timeout: 10_000 }).toBe(true);
  }
  const listingCount = async (page: Page) =>
    Number(
      (
        (await page.locator('p[role="status"]', { hasText: /listings? for/ }).textContent()) ?? ''
      ).split(' ')[0],
    );

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows listings with all-in prices and applies the quantity rule and the deal sort (${name})`, async () => {
      const { page, status, errors, close } = await open(found.rich.path, viewport);
      try {
        expect(status).toBe(200);
        await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
        const first = rows(page).first();
        expect(await first.textContent()).toMatch(/£[\d,]+\.\d\d each/);
        expect(await first.textContent()).toMatch(/incl\. fees/);
        expect(await first.locator('[data-total]').textContent()).toMatch(/for 2 tickets$/);

        // 'Sort by Deals' (the default) lists the best tiers first.
        const deals = await scores(page);
        expect(deals).toEqual([...deals].sort((a, b) => b - a));

        // A quantity some of these listings cannot sell hides them and changes every total.
        const before = await ids(page);
        const quantity = found.rich.quantity;
        const api = await json<{ data: EventListingsData }>(
          `${server.baseUrl}/api/event/listings?eventId=${found.rich.id}&toCurrencyCode=GBP&quantity=2&limit=10`,
        );
        const cannot = api.data.listings
          .filter((l) => !l.quantities.includes(quantity))
          .map((l) => String(l.id));
        expect(cannot.length).toBeGreaterThan(0);
        const tickets = `${quantity} ticket${quantity === 1 ? '' : 's'}`;
        await page.getByRole('combobox', { name: 'Tickets' }).selectOption(String(quantity));
        await settled(page, `quantity=${quantity}`, async () =>
          (await page.locator('p[role="status"]').allTextContents())
            .join(' ')
            .includes(`for ${tickets}`),
        );
        const after = await ids(page);
        for (const id of cannot) expect(after).not.toContain(id);
        expect(after).not.toEqual(before);
        for (const total of await rows(page).locator('[data-total]').allTextContents()) {
          expect(total).toMatch(new RegExp(`for ${tickets}$`));
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`narrows the list by price and by a map section, and keeps the view across a reload (${name})`, async () => {
      const { page, errors, close } = await open(`${found.rich.path}?sort=price-asc`, viewport);
      try {
        const prices = (await rows(page).locator('p span.text-2xl').allTextContents()).map(pounds);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        const allCount = await listingCount(page);

        // A price filter: only listings within it, fewer than before.
        const min = Math.ceil(prices[1]!);
        const max = Math.floor(prices[1]! * 1.5);
        await page.getByText(/^Filters/).click();
        await page.getByLabel('Min', { exact: true }).fill(String(min));
        await page.getByLabel('Max', { exact: true }).fill(String(max));
        await settled(page, `max=${max}`, async () => (await listingCount(page)) < allCount);
        for (const price of (await rows(page).locator('p span.text-2xl').allTextContents()).map(
          pounds,
        )) {
          expect(price).toBeGreaterThanOrEqual(min);
          expect(price).toBeLessThanOrEqual(max + 1);
        }

        // The view survives a reload: the same URL, the same fields, the same rows.
        const shown = await ids(page);
        await page.reload({ waitUntil: 'networkidle' });
        expect(page.url()).toContain(`min=${min}`);
        expect(await page.getByLabel('Min', { exact: true }).inputValue()).toBe(String(min));
        expect(await ids(page)).toEqual(shown);

        // A section of the map narrows the list to it.
        await page.getByRole('link', { name: 'Clear all filters' }).click();
        await page.waitForURL((url) => !url.search.includes('min='));
        await expect.poll(() => listingCount(page)).toBe(allCount);
        const section = page.locator('svg a[data-section]').first();
        const sectionId = await section.getAttribute('data-section');
        const rowSections = () =>
          rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));
        await section.click();
        await settled(page, `section=${encodeURIComponent(sectionId!)}`, async () => {
          const shown = await rowSections();
          return shown.length > 0 && shown.every((s) => s === sectionId);
        });
        const sections = await rowSections();
        expect(
          await page.locator(`svg a[data-section="${sectionId}"]`).getAttribute('aria-current'),
        ).toBe('true');
        await page.reload({ waitUntil: 'networkidle' });
        expect(
          await rows(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-section'))),
        ).toEqual(sections);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`shows a cancelled event plainly, with no Buy button (${name})`, async () => {
      const { page, status, close } = await open(found.cancelled.path, viewport);
      try {
        expect(status).toBe(200);
        expect(await page.locator('[data-event-status="cancelled"]').textContent()).toMatch(
          /cancelled/,
        );
        expect(await page.getByRole('link', { name: /^Buy/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Buy/ }).count()).toBe(0);
      } finally {
        await close();
      }
    });

    it(`shows the no-map image for an event without map data (${name})`, async () => {
      const { page, close } = await open(found.withoutMap.path, viewport);
      try {
        const image = page.locator('img[data-no-map-image]');
        await image.waitFor();
        expect(await image.getAttribute('src')).toMatch(
          /^\/(api\/img\/genres\/[a-z-]+\.svg|img\/events\/live_1\.webp)$/,
        );
        expect(
          await image.evaluate((img) => (img as HTMLImageElement).naturalWidth),
        ).toBeGreaterThan(0);
        expect(await page.locator('svg a[data-section]').count()).toBe(0);
        expect(await rows(page).count()).toBeGreaterThan(0);
      } finally {
        await close();
      }
    });

    it(`has no axe violations with the map focused and a breakdown open (${name})`, async () => {
      const { page, close } = await open(found.rich.path, viewport);
      try {
        const breakdown = page.getByRole('button', { name: /Price details/ }).first();
        await breakdown.click();
        expect(await breakdown.getAttribute('aria-expanded')).toBe('true');
        await expect
          .poll(() => page.getByText('All-in, per ticket').first().isVisible())
          .toBe(true);
        const section = page.locator('svg a[data-section][tabindex="0"]');
        await section.focus();
        // Arrow keys move within the map, as its one tab stop promises.
        await page.keyboard.press('ArrowRight');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe(
          '1',
        );
        expect(await checkA11y(page)).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('takes the Buy button to checkout with the seats held, and back', async () => {
    const { page, close } = await open(found.rich.path, VIEWPORTS.desktop);
    try {
      const buy = page.getByRole('link', { name: /^Buy/ }).first();
      const href = await buy.getAttribute('href');
      expect(href).toMatch(/\/checkout\?listing=\d+&quantity=2$/);
      await buy.click();
      await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Checkout');
      await expect
        .poll(() => page.getByRole('timer').textContent())
        .toMatch(/^Tickets Reserved For:/);
      await page.goBack();
      await page.waitForURL((url) => !url.pathname.endsWith('/checkout'));
      await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
