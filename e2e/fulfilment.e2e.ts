import { randomBytes } from 'node:crypto';
import { TICKET_TYPE_IDS } from '@reprise/domain/ids';
import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCodeKey, verifyTicketCode } from '../apps/api/src/fulfilment/ticket-codes';
import { decodeQrPng, pdfText } from '../apps/api/src/test-support/fulfilment/ticket-file-readers';
import { signInThroughApi } from './support/account-pages';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import {
  BUYER_PASSWORD,
  freshBuyer,
  json,
  newPage,
  payAndOpenOrder,
  unexpected,
} from './support/checkout-flow';
import { type RunningServer, startServer } from './support/server';

// After the sale, in Chromium at a phone and a desktop size: a buyer pays for two instant
// QR-code tickets and the order page says delivered at once with the exact seats; the PDF
// downloads and its text has the seat; the QR code decodes to a payload our verifier accepts
// (and refuses once changed); the phone QR view shows the code. Another signed-in buyer and an
// anonymous visitor get 404 for the files. axe on the order page, My Tickets and the QR view.

const QUANTITY = 2;
const SESSION_SECRET = randomBytes(32).toString('hex');

interface Pick {
  eventPath: string;
  listingId: number;
}

/** Instant-delivery QR-code listings with numbered seats, each of a different event. */
async function instantQrListings(baseUrl: string, count: number): Promise<Pick[]> {
  const upcoming = await json<{ data: { id: number; path: string; status: string }[] }>(
    `${baseUrl}/api/events/upcoming?limit=50`,
  );
  const found: Pick[] = [];
  for (const event of upcoming.data) {
    if (found.length === count) break;
    if (event.status === 'cancelled') continue;
    const { data } = await json<{ data: EventListingsData }>(
      `${baseUrl}/api/event/listings?eventId=${event.id}&toCurrencyCode=GBP&quantity=${QUANTITY}&limit=100`,
    );
    const listing = data.listings.find(
      (l) =>
        l.ticketTypeId === TICKET_TYPE_IDS.QRCode &&
        l.instantDelivery &&
        l.seats !== null &&
        l.quantities.includes(QUANTITY),
    );
    if (listing) found.push({ eventPath: event.path, listingId: listing.id });
  }
  if (found.length < count)
    throw new Error(`demo data has only ${found.length} instant QR listings`);
  return found;
}

describe('tickets in the buyer’s hands', () => {
  let server: RunningServer;
  let browser: Browser;
  let picks: Pick[];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ env: { SESSION_SECRET } });
    picks = await instantQrListings(server.baseUrl, 2);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [index, [name, viewport]] of Object.entries(VIEWPORTS).entries()) {
    it(`buys instant QR-code tickets: delivered at once, exact seats, PDF, QR and phone view (${name})`, async () => {
      const pick = picks[index]!;
      const email = `ada.${name}@example.com`;
      await freshBuyer(server, email);
      const { page, context, errors } = await newPage(browser, server, viewport);
      try {
        await signInThroughApi(context, server.baseUrl, email, BUYER_PASSWORD);
        await page.goto(
          `${pick.eventPath}/checkout?listing=${pick.listingId}&quantity=${QUANTITY}`,
          {
            waitUntil: 'networkidle',
          },
        );
        await page.getByText(/allocated side by side when your order is confirmed/).waitFor();
        const orderId = await payAndOpenOrder(page);

        const main = page.getByRole('main');
        await main.getByText('Delivered: your tickets are ready below.').waitFor();
        expect(await main.textContent()).toContain('Delivery: Delivered');
        const delivery = (
          await json<{ data: DeliveryView }>(
            `${server.baseUrl}/api/order/order-tickets/${orderId}/delivery`,
            { headers: { cookie: await cookieHeader(context) } },
          )
        ).data;
        expect(delivery.seats).toHaveLength(QUANTITY);
        expect(delivery.seats[1]).toBe(delivery.seats[0]! + 1);
        for (const ticket of delivery.tickets)
          await main.getByText(`Ticket ${ticket.index + 1}: ${ticket.place}`).waitFor();
        expect(await checkA11y(page)).toEqual([]);

        const pdfHref = await main
          .getByRole('link', { name: 'Download PDF of ticket 1' })
          .getAttribute('href');
        const pdf = await context.request.get(pdfHref!);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['cache-control']).toBe('private, no-store');
        expect(await pdfText(await pdf.body())).toContain(`Seat ${delivery.seats[0]}`);

        const qrPng = await context.request.get(delivery.tickets[0]!.qrUrl!);
        const payload = decodeQrPng(await qrPng.body())!;
        const key = ticketCodeKey(SESSION_SECRET);
        expect(verifyTicketCode(key, payload)).toEqual({
          orderId,
          ticketIndex: 0,
          seat: delivery.seats[0],
        });
        expect(verifyTicketCode(key, payload.replace(`.${delivery.seats[0]}.`, '.1.'))).toBeNull();

        // Nobody else gets the files: another signed-in buyer, and a visitor with no session.
        const otherEmail = `eve.${name}@example.com`;
        await freshBuyer(server, otherEmail);
        const other = await browser.newContext({ baseURL: server.baseUrl });
        try {
          await signInThroughApi(other, server.baseUrl, otherEmail, BUYER_PASSWORD);
          expect((await other.request.get(pdfHref!)).status()).toBe(404);
          expect(
            (await other.request.get(`/api/order/order-tickets/${orderId}/delivery`)).status(),
          ).toBe(404);
        } finally {
          await other.close();
        }
        expect((await fetch(`${server.baseUrl}${pdfHref}`)).status).toBe(404);

        await main.getByRole('link', { name: 'Show QR code of ticket 1' }).click();
        await page.waitForURL(new RegExp(`/mytickets/${orderId}/qr/1$`));
        const image = page.getByRole('img', { name: /^QR code of ticket 1/ });
        await image.waitFor();
        // The code is an image the browser fetches with the buyer's cookie: wait until it loaded.
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const box = await image.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(Math.min(320, viewport.viewport!.width - 64));
        expect(await checkA11y(page)).toEqual([]);

        await page.goto('/mytickets', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Upcoming', level: 2 }).waitFor();
        await main.locator(`a[href="/mytickets/${orderId}"]`).waitFor();
        expect(await checkA11y(page)).toEqual([]);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

async function cookieHeader(context: import('playwright-core').BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}
