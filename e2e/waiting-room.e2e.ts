import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '@reprise/db/client';
import { waitingRoomFans } from '@reprise/db/schema/waiting-room';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWithListings } from '../apps/api/src/test-support/checkout/checkout-fixtures';
import { checkA11y, collectPageErrors, launchBrowser, VIEWPORTS } from './support/browser';
import {
  freshBuyer,
  json,
  payAndOpenOrder,
  signInOnCheckout,
  timer,
  unexpected,
} from './support/checkout-flow';
import { type RunningServer, startServer } from './support/server';

// An on-sale behind the waiting room, on TWO server copies sharing one PostgreSQL database: fans
// who came before the opening wait with a place; at the opening the copies together admit them
// at the set rate in queue order; an admitted fan holds and pays with the sandbox card; a
// stranger gets no hold, and a forged or copied admission is refused.

const OPERATOR_KEY = `operator-${randomBytes(16).toString('hex')}`;
const RATE = 2;
const FANS = 6;
// Long enough for every fan's holding page to load on a busy runner before the opening.
const OPEN_IN_MS = 30_000;

interface Fan {
  context: BrowserContext;
  page: Page;
  errors: string[];
  copy: RunningServer;
}

describe('the on-sale waiting room, two server copies', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let copies: [RunningServer, RunningServer];
  let browser: Browser;
  let eventId: number;
  let eventPath: string;
  let listingId: number;
  const fans: Fan[] = [];

  beforeAll(async () => {
    process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
    database = await createTestDatabase();
    handle = database.handle;
    const url = (handle.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const env = {
      DATABASE_URL: url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      OPERATOR_API_KEY: OPERATOR_KEY,
      SEED_DEMO_DATA: 'false',
      // Six browsers and two copies share a runner's cores: the render line (tested on its own,
      // ADR 0015) might turn a page away now and then, which is not what this file checks.
      OVERLOAD_MAX_CONCURRENT_RENDERS: '0',
    };
    const [a, b] = await Promise.all([
      startServer({ dataFrom: null, env }),
      startServer({ dataFrom: null, env }),
      launchBrowser().then((launched) => {
        browser = launched;
      }),
    ]);
    copies = [a, b];
    const made = await eventWithListings(handle.db, [
      { section: 'Floor', quantity: 40, priceMinor: 6_000, currency: 'GBP' },
    ]);
    eventId = made.eventId;
    listingId = made.ids[0]!;
    eventPath = (await json<{ data: { path: string } }>(`${a.baseUrl}/api/events/${eventId}`)).data
      .path;
  }, 180_000);

  afterAll(async () => {
    for (const fan of fans) await fan.context.close().catch(() => {});
    await browser?.close();
    await Promise.all((copies ?? []).map((copy) => copy.stop()));
    await database?.dispose();
  });

  const operator = (copy: RunningServer, method: string, body?: unknown) =>
    fetch(`${copy.baseUrl}/api/waiting-room/events/${eventId}`, {
      method,
      headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const holdFrom = (page: Page, sessionId: string) =>
    page.request.post('/api/holds', {
      data: { listingId, quantity: 2, sessionId },
      headers: { origin: new URL(page.url()).origin },
    });

  it('queues fans who come before the opening, each with a place and an estimate', async () => {
    const opensAt = new Date(Date.now() + OPEN_IN_MS);
    const on = await operator(copies[0], 'PUT', { opensAt, admitPerSecond: RATE });
    expect(on.status).toBe(200);
    // The other copy learns it through the invalidation bus, and its event page is not shared.
    await Promise.all(
      Array.from({ length: FANS }, async (_, i) => {
        const copy = copies[i % 2]!;
        const context = await browser.newContext({ ...VIEWPORTS.desktop, baseURL: copy.baseUrl });
        context.setDefaultTimeout(20_000);
        const page = await context.newPage();
        fans[i] = { context, page, errors: collectPageErrors(page), copy };
        await page.goto(eventPath);
        await page.waitForURL(/\/waiting-room\/\d+\?to=/);
        await page.getByRole('heading', { name: "You're in the queue", level: 1 }).waitFor();
      }),
    );
    // Everything below in this test and the next happens before the opening.
    expect(Date.now()).toBeLessThan(opensAt.getTime() - 5_000);
    const texts = await Promise.all(
      fans.map((fan) => fan.page.getByTestId('waiting-room-status').textContent()),
    );
    for (const text of texts) {
      expect(text).toMatch(/You are number \d+ of \d+ in the queue\./);
      expect(text).toMatch(/random place/);
      expect(text).toMatch(/Your estimated wait is/);
    }
    expect(await checkA11y(fans[0]!.page)).toEqual([]);
    // The places, updated without a reload once everyone is in: 1..FANS, each once.
    await expect
      .poll(
        async () => {
          const all = await Promise.all(
            fans.map(async (fan) => {
              const text = (await fan.page.getByTestId('waiting-room-status').textContent()) ?? '';
              return (
                text
                  .match(/number (\d+) of (\d+)/)
                  ?.slice(1)
                  .map(Number) ?? [0, 0]
              );
            }),
          );
          return all.every(([, of]) => of === FANS)
            ? all.map(([place]) => place).sort((x, y) => x! - y!)
            : [];
        },
        { timeout: 10_000, interval: 500 },
      )
      .toEqual(Array.from({ length: FANS }, (_, i) => i + 1));
  });

  it('gives no hold to a fan without an admission, nor to a forged one', async () => {
    const page = fans[0]!.page;
    expect(new URL(page.url()).pathname).toMatch(/^\/waiting-room\//);
    const stranger = await fetch(`${copies[1].baseUrl}/api/holds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listingId, quantity: 2, sessionId: crypto.randomUUID() }),
    });
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ code: 'ADMISSION_REQUIRED' });
    const waiting = await holdFrom(page, crypto.randomUUID());
    expect(waiting.status()).toBe(403);
    const forger = await browser.newContext({ baseURL: copies[0].baseUrl });
    try {
      const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
      const claims = Buffer.from(
        JSON.stringify({
          sub: crypto.randomUUID(),
          evt: eventId,
          jti: crypto.randomUUID(),
          exp: 4e9,
        }),
      ).toString('base64url');
      await forger.addCookies([
        {
          name: 'reprise_admission',
          value: `${header}.${claims}.${randomBytes(32).toString('base64url')}`,
          url: copies[0].baseUrl,
        },
      ]);
      const forgedPage = await forger.newPage();
      await forgedPage.goto(`${eventPath}/checkout?listing=${listingId}&quantity=2`);
      // The checkout page itself sends a forged admission to the queue.
      await forgedPage.waitForURL(/\/waiting-room\/\d+\?to=/);
      const forged = await holdFrom(forgedPage, crypto.randomUUID());
      expect(forged.status()).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
    } finally {
      await forger.close();
    }
  });

  it('admits the fans at the set rate across both copies, in queue order', async () => {
    // Each holding page moves on to the event page by itself when its fan is admitted.
    await Promise.all(
      fans.map((fan) =>
        fan.page.waitForURL((url) => url.pathname === eventPath, { timeout: OPEN_IN_MS + 30_000 }),
      ),
    );
    const rows = await handle.db
      .select()
      .from(waitingRoomFans)
      .where(eq(waitingRoomFans.eventId, eventId));
    const byRank = rows.sort((x, y) => x.rank - y.rank);
    const times = byRank.map((row) => row.admittedAt!.getTime());
    // Queue order: nobody was admitted before someone with a better place.
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // FANS at RATE a second from an empty bucket: (FANS - 1) / RATE seconds from first to last
    // (2.5 s); two copies with a bucket each would have needed half that.
    const spread = (times.at(-1)! - times[0]!) / 1000;
    console.log(`${FANS} fans admitted over ${spread.toFixed(2)} s at ${RATE} a second`);
    expect(spread).toBeGreaterThanOrEqual(((FANS - 1) / RATE) * 0.8);
    expect(spread).toBeLessThanOrEqual(((FANS - 1) / RATE) * 1.5 + 1);
    for (const fan of fans) {
      await fan.page.getByRole('heading', { level: 1 }).waitFor();
      expect(unexpected(fan.errors)).toEqual([]);
    }
  });

  it('lets an admitted fan hold and pay, and refuses the admission copied or used again', async () => {
    const fan = fans[0]!;
    const email = 'grace.waiting-room@example.com';
    await freshBuyer(fan.copy, email);
    const page = fan.page;
    await page.goto(`${eventPath}?quantity=2`, { waitUntil: 'networkidle' });
    const holdAnswer = page.waitForResponse(
      (r) => r.url().endsWith('/api/holds') && r.request().method() === 'POST',
    );
    await page
      .locator(`li[data-listing-id="${listingId}"]`)
      .getByRole('link', { name: /^Buy / })
      .click();
    await page.waitForURL(/\/checkout\?/);
    expect((await holdAnswer).status()).toBe(201);
    await timer(page).waitFor();
    await signInOnCheckout(page, email);
    const orderId = await payAndOpenOrder(page);
    expect(orderId).toBeGreaterThan(0);

    // Used: no second hold on it, from this browser...
    const again = await holdFrom(page, crypto.randomUUID());
    expect(again.status()).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
    // ...nor copied into another browser (on the other copy).
    const cookies = await fan.context.cookies();
    const admission = cookies.find((cookie) => cookie.name === 'reprise_admission')!;
    const other = copies.find((copy) => copy !== fan.copy)!;
    const thief = await browser.newContext({ baseURL: other.baseUrl });
    try {
      await thief.addCookies([
        { name: admission.name, value: admission.value, url: other.baseUrl },
      ]);
      const thiefPage = await thief.newPage();
      await thiefPage.goto('/about');
      const copied = await holdFrom(thiefPage, crypto.randomUUID());
      expect(copied.status()).toBe(403);
      expect(await copied.json()).toMatchObject({ code: 'ADMISSION_INVALID' });
    } finally {
      await thief.close();
    }
    // Another admitted fan, who never held, still can: the room is on and working.
    const second = fans[1]!;
    const held = await holdFrom(second.page, crypto.randomUUID());
    expect(held.status()).toBe(201);
  });
});
