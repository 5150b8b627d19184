import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/account-pages';
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
  newPage,
  QUANTITY,
  timer,
  unexpected,
} from './support/checkout-flow';
import {
  carriesCard,
  filesContaining,
  hidePage,
  recordRequestsTo,
  showPage,
} from './support/payment-probes';
import { type RunningServer, startServer } from './support/server';

// Payments in Chromium with the sandbox provider (ADR 0018): the card is typed into the
// provider's frame and only its token reaches our API, logs and database; the 3-D Secure card
// walks the bank's challenge while the page is hidden and shown again, keeping the same seats;
// a failed challenge keeps the seats until the hold ends.

const CARD = '4242 4242 4242 4242';
const CVV = '739';
const THREE_D_SECURE = '4000 0027 6000 3184';
const BANK_FRAME = `iframe[title="Your bank's confirmation"]`;

describe('payments in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let picks: ListingPick[];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ env: { REPRISE_TEST_HOOKS: '1' } });
    picks = await findListings(server.baseUrl, 3);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A signed-in buyer on checkout for `pick`, the countdown running. */
  async function checkoutAs(email: string, pick: ListingPick) {
    await freshBuyer(server, email);
    const opened = await newPage(browser, server, VIEWPORTS.desktop);
    await signInThroughApi(opened.context, server.baseUrl, email, BUYER_PASSWORD);
    const holds: number[] = [];
    opened.page.on('response', async (response) => {
      if (response.url().endsWith('/api/holds') && response.request().method() === 'POST') {
        holds.push(((await response.json()) as { data: { id: number } }).data.id);
      }
    });
    await opened.page.goto(checkoutPath(pick), { waitUntil: 'networkidle' });
    await timer(opened.page).waitFor();
    return { ...opened, holds };
  }

  const payBodies = (page: Page) => {
    const bodies: { holdId: number; authorizationId?: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/setpaymentProcess')) {
        bodies.push(request.postDataJSON() as { holdId: number; authorizationId?: string });
      }
    });
    return bodies;
  };

  it('pays with 4242 while no request, log line or database file holds the card number or CVV', async () => {
    const { page, context, errors } = await checkoutAs('grace.token@example.com', picks[0]!);
    try {
      const sent = recordRequestsTo(page, server.baseUrl);
      await fillCard(page, CARD, CVV);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/mytickets\/\d+$/);
      await page.getByRole('heading', { name: /^Order RP-/, level: 1 }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain('4242');

      const pay = sent.find((request) => request.url.endsWith('/api/setpaymentProcess'));
      expect(pay?.body).toMatch(/"paymentToken":"tok_sandbox_approve_visa_4242_[0-9a-f]{16}"/);
      const leaks = sent.filter((request) =>
        carriesCard(`${request.url}\n${request.headers}\n${request.body}`, CARD, CVV),
      );
      expect(leaks).toEqual([]);
      // The probe itself can see a card: the same check finds one in a body that has it.
      expect(carriesCard('{"card_number":"4242 4242 4242 4242"}', CARD, CVV)).toBe(true);

      expect(carriesCard(server.logs(), CARD, CVV)).toBe(false);
      expect(await filesContaining(server.dataDir, CARD.replace(/\s/g, ''))).toEqual([]);
      expect(await filesContaining(server.dataDir, CARD)).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('walks the 3-D Secure challenge with the page hidden and shown, and buys the same seats', async () => {
    const pick = picks[1]!;
    const before = await available(server.baseUrl, pick);
    const { page, context, errors, holds } = await checkoutAs('grace.3ds@example.com', pick);
    try {
      const bodies = payBodies(page);
      await fillCard(page, THREE_D_SECURE);
      await page.getByRole('button', { name: /^Pay / }).click();
      const challenge = page.getByRole('region', { name: 'Confirm the payment with your bank' });
      await challenge.waitFor();
      expect(await checkA11y(page)).toEqual([]);

      // The buyer goes to their bank's app and comes back: the seats stay theirs.
      const releases: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/resetListingStatus')) releases.push(request.url());
      });
      await hidePage(page);
      expect(await available(server.baseUrl, pick)).toBe(before - QUANTITY);
      await showPage(page);
      expect(releases).toEqual([]);
      expect(holds).toHaveLength(1);

      const bank = page.frameLocator(BANK_FRAME);
      await bank.getByRole('button', { name: 'Complete' }).click();
      await page.waitForURL(/\/mytickets\/\d+$/);
      await page.getByRole('heading', { name: /^Order RP-/, level: 1 }).waitFor();

      // One hold all along, paid twice over the same hold: first asked, then confirmed.
      expect(holds).toHaveLength(1);
      expect(bodies.map((body) => body.holdId)).toEqual([holds[0], holds[0]]);
      expect(bodies[1]?.authorizationId).toMatch(/^sbx_pay_/);
      expect(releases).toEqual([]);
      await expect
        .poll(() => available(server.baseUrl, pick), { timeout: 15_000, interval: 500 })
        .toBe(before - QUANTITY);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the seats after a failed challenge until the hold ends', async () => {
    const pick = picks[2]!;
    const before = await available(server.baseUrl, pick);
    const { page, context, errors, holds } = await checkoutAs('grace.3ds.fail@example.com', pick);
    try {
      await fillCard(page, THREE_D_SECURE);
      await page.getByRole('button', { name: /^Pay / }).click();
      const bank = page.frameLocator(BANK_FRAME);
      await bank.getByRole('button', { name: 'Fail' }).click();
      const alert = page.getByRole('alert').filter({ hasText: "Your payment didn't go through" });
      await alert.waitFor();
      expect(await checkA11y(page)).toEqual([]);
      expect(await timer(page).textContent()).toMatch(/^Tickets Reserved For:/);
      expect(await available(server.baseUrl, pick)).toBe(before - QUANTITY);

      // The hold ends by its own clock (shortened by the test hook): the seats come back.
      const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionIdForHold'));
      expect(sessionId).toBeTruthy();
      await json(`${server.baseUrl}/api/test-hooks/holds/${holds[0]}/expire-in`, {
        method: 'POST',
        headers: { origin: server.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 1 }),
      });
      await expect
        .poll(() => available(server.baseUrl, pick), { timeout: 15_000, interval: 500 })
        .toBe(before);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
