import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, signInThroughApi } from './support/account-pages';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import {
  BUYER_PASSWORD,
  fillCard,
  freshBuyer,
  json,
  newPage as newContextPage,
  payAndOpenOrder,
  signInOnCheckout,
  timer,
  unexpected,
} from './support/checkout-flow';
import { type RunningServer, startServer } from './support/server';

// Checkout (ADR 0011) in Chromium on the demo data, at a phone and a desktop size: event →
// quantity → listing → checkout with its countdown → sign in (a fresh buyer) → promo REPRISE10 →
// pay with the approving sandbox card → the order under /mytickets, delivery pending (delivered at
// once when the listing has instant delivery: e2e/fulfilment.e2e.ts). Then a
// declined card shows the order-failure guidance and keeps the hold, and a hold shortened with
// the test hook opens Checkout Expired and frees the seats. axe on checkout with the dialog
// open and on both My Tickets pages.

const QUANTITY = 2;

interface Pick {
  eventPath: string;
  eventId: number;
  listingId: number;
}

/** Listings that sell 2 tickets, each from a different event (tests must not share seats). */
async function findListings(baseUrl: string, count: number): Promise<Pick[]> {
  const upcoming = await json<{ data: { id: number; path: string; status: string }[] }>(
    `${baseUrl}/api/events/upcoming?limit=50`,
  );
  const found: Pick[] = [];
  for (const event of upcoming.data) {
    if (found.length === count) break;
    if (event.status === 'cancelled') continue;
    const { data } = await json<{ data: EventListingsData }>(
      `${baseUrl}/api/event/listings?eventId=${event.id}&toCurrencyCode=GBP&quantity=${QUANTITY}&limit=10`,
    );
    const listing = data.listings.find(
      (l) => l.quantities.includes(QUANTITY) && l.available >= QUANTITY + 1,
    );
    if (listing) found.push({ eventPath: event.path, eventId: event.id, listingId: listing.id });
  }
  if (found.length < count) throw new Error(`demo data has only ${found.length} listings to buy`);
  return found;
}

/** Seats on sale now for a listing, as the event page's API says. */
async function available(baseUrl: string, pick: Pick): Promise<number> {
  const { data } = await json<{ data: EventListingsData }>(
    `${baseUrl}/api/event/listings?eventId=${pick.eventId}&toCurrencyCode=GBP&quantity=${QUANTITY}&limit=100`,
  );
  return data.listings.find((l) => l.id === pick.listingId)?.available ?? 0;
}

const checkoutPath = (pick: Pick) =>
  `${pick.eventPath}/checkout?listing=${pick.listingId}&quantity=${QUANTITY}`;

describe('checkout in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let picks: Pick[];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ env: { REPRISE_TEST_HOOKS: '1' } });
    picks = await findListings(server.baseUrl, 4);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newPage = (viewport: BrowserContextOptions) => newContextPage(browser, server, viewport);

  for (const [index, [name, viewport]] of Object.entries(VIEWPORTS).entries()) {
    it(`buys tickets end to end and finds the order under My Tickets (${name})`, async () => {
      const pick = picks[index]!;
      const email = `grace.${name}@example.com`;
      await freshBuyer(server, email);
      const { page, context, errors } = await newPage(viewport);
      try {
        await page.goto(`${pick.eventPath}?quantity=${QUANTITY}`, { waitUntil: 'networkidle' });
        const holdAnswer = page.waitForResponse(
          (r) => r.url().endsWith('/api/holds') && r.request().method() === 'POST',
        );
        await page
          .locator(`li[data-listing-id="${pick.listingId}"]`)
          .getByRole('link', { name: /^Buy / })
          .click();
        await page.waitForURL(/\/checkout\?/);
        const hold = (await (await holdAnswer).json()) as { data: { id: number } };
        expect(await timer(page).textContent()).toMatch(
          /^Tickets Reserved For:\s*(10:00|09:\d\d)$/,
        );
        await page.getByText('You will be charged in GBP').waitFor();

        // Signing in on the page keeps the hold (same countdown, no new hold).
        await signInOnCheckout(page, email);
        expect(await timer(page).textContent()).toMatch(/^Tickets Reserved For:/);

        await page.getByLabel('Promo code').fill('REPRISE10');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('Promo code REPRISE10 applied.').waitFor();
        const price = page.getByRole('region', { name: 'Price' });
        expect(await price.textContent()).toMatch(/(Promo code REPRISE10|First-order discount)/);

        const orderId = await payAndOpenOrder(page);
        expect(await page.getByRole('main').textContent()).toMatch(/Delivery: (Pending|Delivered)/);
        expect(await checkA11y(page)).toEqual([]);

        await page.goto('/mytickets', { waitUntil: 'networkidle' });
        const link = page.getByRole('main').locator(`a[href="/mytickets/${orderId}"]`);
        await link.waitFor();
        expect(await page.getByRole('main').textContent()).toMatch(/Delivery: (Pending|Delivered)/);
        expect(await checkA11y(page)).toEqual([]);
        // The hold became the order: it is no longer this session's to release.
        expect(hold.data.id).toBeGreaterThan(0);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the order-failure guidance for a declined card and keeps the hold', async () => {
    const pick = picks[2]!;
    const email = 'grace.declined@example.com';
    await freshBuyer(server, email);
    const { page, context, errors } = await newPage(VIEWPORTS.desktop);
    try {
      await signInThroughApi(context, server.baseUrl, email, BUYER_PASSWORD);
      await page.goto(checkoutPath(pick), { waitUntil: 'networkidle' });
      await timer(page).waitFor();
      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Pay / }).click();
      const alert = page.getByRole('alert').filter({ hasText: "Your payment didn't go through" });
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      for (const step of [
        'Recheck your payment information.',
        'Try another payment method.',
        'Try different tickets.',
        'Contact support.',
      ]) {
        expect(text).toContain(step);
      }
      expect(await timer(page).textContent()).toMatch(/^Tickets Reserved For:/);
      expect(new URL(page.url()).pathname).toMatch(/\/checkout$/);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens Checkout Expired when the hold runs out and frees the seats', async () => {
    const pick = picks[3]!;
    const before = await available(server.baseUrl, pick);
    const { page, context, errors } = await newPage(VIEWPORTS.phone);
    try {
      // The hold answer reaches the page after the test hook shortened it to 3 seconds.
      await page.route('**/api/holds', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { data: { id: number; sessionId: string } };
        const { id, sessionId } = body.data;
        await json(`${server.baseUrl}/api/test-hooks/holds/${id}/expire-in`, {
          method: 'POST',
          headers: { origin: server.baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ seconds: 3 }),
        });
        const fresh = await json<unknown>(
          `${server.baseUrl}/api/holds/${id}?sessionId=${sessionId}`,
        );
        await route.fulfill({ status: response.status(), json: fresh });
      });
      await page.goto(checkoutPath(pick), { waitUntil: 'networkidle' });
      await timer(page).waitFor();
      expect(await available(server.baseUrl, pick)).toBe(before - QUANTITY);

      const expired = dialog(page, 'Checkout Expired!');
      await expired.waitFor({ timeout: 10_000 });
      expect(await expired.textContent()).toContain('Your session has expired, please try again.');
      expect(await page.getByRole('timer', { includeHidden: true }).textContent()).toBe(
        'Time Expired:00:00',
      );
      expect(await checkA11y(page)).toEqual([]);
      // The listings answer is cached for up to 10 s (LISTINGS_TTL_MS); a hold that ended by its
      // clock alone wrote nothing that would invalidate it sooner.
      await expect
        .poll(() => available(server.baseUrl, pick), { timeout: 15_000, interval: 500 })
        .toBe(before);
      await page.unroute('**/api/holds');

      // OK reloads the page: a new checkout with a new hold.
      await expired.getByRole('button', { name: 'OK' }).click();
      await page.waitForEvent('load');
      await timer(page).waitFor();
      expect(await timer(page).textContent()).toMatch(/^Tickets Reserved For:/);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
