// Steps the checkout suites share: a buyer with a password, a fresh browser context, signing in on
// the checkout page and paying with a sandbox card.
import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog, fill } from './account-pages';
import { waitForOutboxLink } from './account-peers';
import { collectPageErrors } from './browser';
import type { RunningServer } from './server';

export const BUYER_PASSWORD = 'Strong#Pass1';

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A buyer (Grace Hopper) with a password: registered through the API, password set from the mailed link. */
export async function freshBuyer(server: RunningServer, email: string): Promise<void> {
  const origin = { origin: server.baseUrl, 'content-type': 'application/json' };
  await json(`${server.baseUrl}/api/buyer-user/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email }),
  });
  const link = await waitForOutboxLink(server.dataDir, email, '/set-password/');
  const token = link.split('/').at(-1)!;
  await json(`${server.baseUrl}/api/reset-password-update`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ password: BUYER_PASSWORD, confirmPassword: BUYER_PASSWORD, token }),
  });
}

/** A fresh context (its own cookies) with axe allowed in, recording the page's errors. */
export async function newPage(
  browser: Browser,
  server: RunningServer,
  viewport: BrowserContextOptions,
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ ...viewport, baseURL: server.baseUrl });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
}

/** Declines and refused promo codes answer 4xx on purpose: the browser logs those resources. */
export const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

export const timer = (page: Page) => page.getByRole('timer');

/** Signs in with the checkout page's dialog; the page stays on checkout with the buyer's email. */
export async function signInOnCheckout(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in to pay' }).click();
  const signIn = dialog(page, 'Sign in');
  await fill(signIn, { Email: email, Password: BUYER_PASSWORD });
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Grace Hopper, account menu' }).waitFor();
  await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
}

/** What a test finds the card frame by: its title on the page and its fields' labels. */
export interface CardFrameWords {
  title: string;
  number: string;
  expiry: string;
  cvv: string;
}

const ENGLISH_CARD_FRAME: CardFrameWords = {
  title: 'Card details',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvv: 'CVV',
};

/** The sandbox provider's card frame on the checkout page (its own document, ADR 0018). */
export const cardFrame = (page: Page, title = ENGLISH_CARD_FRAME.title) =>
  page.frameLocator(`iframe[title="${title}"]`);

/** Types a card into the sandbox card frame (the card never passes through the page). */
export async function fillCard(
  page: Page,
  number: string,
  cvv = '123',
  words: CardFrameWords = ENGLISH_CARD_FRAME,
): Promise<void> {
  const frame = cardFrame(page, words.title);
  await fill(frame.locator('main'), {
    [words.number]: number,
    [words.expiry]: '12/34',
    [words.cvv]: cvv,
  });
}

/** Pays with the approving sandbox card and waits for the order page; answers the order id. */
export async function payAndOpenOrder(page: Page): Promise<number> {
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/mytickets\/\d+$/);
  await page.getByRole('heading', { name: /^Order RP-/, level: 1 }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

/** Tickets each checkout test buys. */
export const QUANTITY = 2;

export interface ListingPick {
  eventPath: string;
  eventId: number;
  listingId: number;
}

/** Listings that sell 2 tickets, each from a different event (tests must not share seats). */
export async function findListings(baseUrl: string, count: number): Promise<ListingPick[]> {
  const upcoming = await json<{ data: { id: number; path: string; status: string }[] }>(
    `${baseUrl}/api/events/upcoming?limit=50`,
  );
  const found: ListingPick[] = [];
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
export async function available(baseUrl: string, pick: ListingPick): Promise<number> {
  const { data } = await json<{ data: EventListingsData }>(
    `${baseUrl}/api/event/listings?eventId=${pick.eventId}&toCurrencyCode=GBP&quantity=${QUANTITY}&limit=100`,
  );
  return data.listings.find((l) => l.id === pick.listingId)?.available ?? 0;
}

export const checkoutPath = (pick: ListingPick) =>
  `${pick.eventPath}/checkout?listing=${pick.listingId}&quantity=${QUANTITY}`;
