import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, signInThroughApi } from './support/account-pages';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import {
  available,
  BUYER_PASSWORD,
  checkoutPath,
  fillCard,
  findListings,
  freshBuyer,
  json,
  type ListingPick,
  newPage as newContextPage,
  payAndOpenOrder,
  QUANTITY,
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

describe('checkout in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let picks: ListingPick[];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ env: { REPRISE_TEST_HOOKS: '1' } });
    picks = await findListings(server.baseUrl, 5);
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

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`moves to the order-failure guidance for a declined card and keeps the hold (${name})`, async () => {
      const pick = picks[name === 'desktop' ? 2 : 4]!;
      const email = `grace.declined.${name}@example.com`;
      await freshBuyer(server, email);
      const { page, context, errors } = await newPage(viewport);
      try {
        await signInThroughApi(context, server.baseUrl, email, BUYER_PASSWORD);
        await page.goto(checkoutPath(pick), { waitUntil: 'networkidle' });
        await timer(page).waitFor();
        // The frame on the checkout page passes axe before anything went wrong.
        expect(await checkA11y(page)).toEqual([]);
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
        // The buyer pressed Pay at the bottom: the summary has focus and is on screen.
        await expect
          .poll(() => alert.evaluate((element) => element === document.activeElement))
          .toBe(true);
        const size = viewport.viewport!;
        await expect
          .poll(async () => {
            const box = await alert.boundingBox();
            return (
              box !== null &&
              box.y >= 0 &&
              box.x >= 0 &&
              box.y + Math.min(box.height, size.height) <= size.height &&
              box.x + box.width <= size.width
            );
          })
          .toBe(true);
        expect(await checkA11y(page)).toEqual([]);
        expect(await timer(page).textContent()).toMatch(/^Tickets Reserved For:/);
        expect(new URL(page.url()).pathname).toMatch(/\/checkout$/);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

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
      // Listen before the click: a quick reload can fire 'load' before a later listener exists.
      const reloaded = page.waitForEvent('load');
      await expired.getByRole('button', { name: 'OK' }).click();
      await reloaded;
      await timer(page).waitFor();
      expect(await timer(page).textContent()).toMatch(/^Tickets Reserved For:/);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
