import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MercuryFake,
  startMercuryFake,
} from '../apps/api/src/test-support/sources/fakes/mercury-fake';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import {
  freshBuyer,
  json,
  newPage,
  payAndOpenOrder,
  signInOnCheckout,
  timer,
  unexpected,
} from './support/checkout-flow';
import { type RunningServer, startServer } from './support/server';

// External sources (ADR 0013) in Chromium: a TicketNetwork listing, known to a fake Mercury and
// pushed to us through /api/insert/mercuryListing, bought end to end. Choosing it takes a Mercury
// lock (the hold), paying buys that lock (a Mercury order), and the order shows under /mytickets.

const SOURCE_KEY = 'mercury-e2e-key-0123456789';
const QUANTITY = 3;
// One ticket group per viewport: the two tests must not share seats or locks.
const GROUPS = {
  desktop: { ticketGroupId: 77_001, section: 'Mercury Balcony' },
  phone: { ticketGroupId: 77_002, section: 'Mercury Terrace' },
} as const;

describe('a ticket_network listing bought in the browser', () => {
  let mercury: MercuryFake;
  let server: RunningServer;
  let browser: Browser;
  let event: { id: number; path: string };

  beforeAll(async () => {
    mercury = await startMercuryFake();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        env: { SOURCE_URL_TICKET_NETWORK: mercury.url, SOURCE_KEY_TICKET_NETWORK: SOURCE_KEY },
      }),
    ]);
    const upcoming = await json<{ data: { id: number; path: string; status: string }[] }>(
      `${server.baseUrl}/api/events/upcoming?limit=10`,
    );
    event = upcoming.data.find((e) => e.status !== 'cancelled')!;
    // Mercury knows the ticket groups (its locks and orders check them) and pushes them to us.
    // Cheap, so the event page sorted by price shows them first.
    const rows = Object.values(GROUPS).map(({ ticketGroupId, section }) => ({
      ticketGroupId,
      eventId: event.id,
      seats: { section, row: 'B', lowSeat: 1, highSeat: 6 },
      quantity: { available: 6 },
      pricing: { retailPrice: { value: 2, currencyCode: 'USD' } },
      stockType: 'ELECTRONIC',
      isInstantDelivery: true,
    }));
    mercury.state.ticketGroups.push(...rows);
    await json(`${server.baseUrl}/api/insert/mercuryListing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SOURCE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ listings: rows }),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mercury?.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS) as [
    keyof typeof GROUPS,
    BrowserContextOptions,
  ][]) {
    it(`locks the ticket group at hold and buys the lock at payment (${name})`, async () => {
      const { ticketGroupId, section } = GROUPS[name];
      const locksOfGroup = () =>
        mercury.liveLocks().filter((l) => l.ticketGroupId === String(ticketGroupId));
      const { data } = await json<{ data: EventListingsData }>(
        `${server.baseUrl}/api/event/listings?eventId=${event.id}&toCurrencyCode=GBP&quantity=${QUANTITY}&limit=100`,
      );
      const listing = data.listings.find((l) => l.section === section);
      expect(listing?.quantities).toContain(QUANTITY);
      const listingId = listing!.id;

      const email = `grace.mercury.${name}@example.com`;
      await freshBuyer(server, email);
      const { page, context, errors } = await newPage(browser, server, viewport);
      try {
        await page.goto(`${event.path}?sort=price-asc`, { waitUntil: 'networkidle' });
        await page.getByRole('combobox', { name: 'Tickets' }).selectOption(String(QUANTITY));
        await page.waitForURL((url) => url.search.includes(`quantity=${QUANTITY}`));
        const row = page.locator(`li[data-listing-id="${listingId}"]`);
        await expect
          .poll(() => row.getByRole('heading', { level: 3 }).textContent())
          .toBe(`${section} · Row B`);
        await expect
          .poll(() => row.locator('[data-total]').textContent())
          .toMatch(new RegExp(`for ${QUANTITY} tickets$`));
        expect(locksOfGroup()).toEqual([]);

        const holdAnswer = page.waitForResponse(
          (r) => r.url().endsWith('/api/holds') && r.request().method() === 'POST',
        );
        await row.getByRole('link', { name: /^Buy / }).click();
        await page.waitForURL(/\/checkout\?/);
        expect((await holdAnswer).status()).toBe(201);
        await timer(page).waitFor();

        // The hold took a Mercury lock on the ticket group for the quantity chosen.
        const locks = locksOfGroup();
        expect(locks).toHaveLength(1);
        const lock = locks[0]!;
        expect(lock).toMatchObject({
          ticketGroupId: String(ticketGroupId),
          quantity: QUANTITY,
          status: 'locked',
        });
        expect(lock.lockRequestId).toBeTruthy();

        await signInOnCheckout(page, email);
        // Signing in keeps the hold: still the one lock, no new one taken.
        expect(locksOfGroup().map((l) => l.lockRequestId)).toEqual([lock.lockRequestId]);

        const orderId = await payAndOpenOrder(page);
        expect(await page.getByRole('main').textContent()).toContain(section);

        // Paying bought that lock: Mercury recorded one order for it.
        await expect
          .poll(() => mercury.state.orders.filter((o) => o.lockRequestId === lock.lockRequestId))
          .toHaveLength(1);
        expect(mercury.state.locks.get(lock.lockRequestId)?.status).toBe('bought');
        expect(locksOfGroup()).toEqual([]);

        await page.goto('/mytickets', { waitUntil: 'networkidle' });
        await page.getByRole('main').locator(`a[href="/mytickets/${orderId}"]`).waitFor();
        expect(await checkA11y(page)).toEqual([]);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
