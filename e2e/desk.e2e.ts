import { rm } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import { unexpected } from './support/checkout-flow';
import { DESK_PASSWORD, type DeskLogin, deskDataDir, totpCode } from './support/desk-data';
import { buyThroughApi } from './support/fan-purchase';
import { type RunningServer, startServer } from './support/server';
import { type SignedInFan, signUpFan } from './support/signed-in-fan';

// The operator desk in Chromium: an operator signs in with password and TOTP (a wrong code is
// refused), finds a fan's order by its confirmation number and refunds half of it; a support user,
// signed in with scripts off (the form works without them), cannot change an event; a signed-in
// fan gets 404 on /ops; axe finds nothing on the desk's pages.

interface PaidOrder {
  confirmationNumber: string;
  eventId: number;
}

describe('the operator desk', () => {
  let server: RunningServer;
  let browser: Browser;
  let operator: DeskLogin;
  let support: DeskLogin;
  let fan: SignedInFan;
  let order: PaidOrder;
  let operatorContext: BrowserContext;
  let operatorPage: Page;
  const errors: string[] = [];

  async function buyOne(): Promise<PaidOrder> {
    const upcoming = (await (
      await fetch(`${server.baseUrl}/api/events/upcoming?limit=20`)
    ).json()) as { data: { id: number; status: string }[] };
    for (const event of upcoming.data.filter((e) => e.status !== 'cancelled')) {
      const listings = (await (
        await fetch(`${server.baseUrl}/api/event/listings?eventId=${event.id}&quantity=2`)
      ).json()) as { data: { listings: { id: number }[] } };
      const listing = listings.data.listings[0];
      if (!listing) continue;
      return {
        confirmationNumber: await buyThroughApi(server, fan, listing.id, 2),
        eventId: event.id,
      };
    }
    throw new Error('the demo data has no listing of 2 tickets');
  }

  async function signIn(page: Page, login: DeskLogin, code = totpCode(login.secret)) {
    await page.goto('/ops/sign-in');
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel('Password').fill(DESK_PASSWORD);
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  beforeAll(async () => {
    const prepared = await deskDataDir();
    operator = prepared.operator;
    support = prepared.support;
    try {
      server = await startServer({ dataFrom: prepared.dir });
    } finally {
      await rm(prepared.dir, { recursive: true, force: true });
    }
    fan = await signUpFan(server, {
      email: 'desk.fan@example.com',
      firstName: 'Della',
      lastName: 'Fanshawe',
    });
    order = await buyOne();
    browser = await launchBrowser();
    operatorContext = await browser.newContext({ ...VIEWPORTS.desktop, baseURL: server.baseUrl });
    operatorContext.setDefaultTimeout(20_000);
    operatorPage = await operatorContext.newPage();
    operatorPage.on('pageerror', (error) => errors.push(error.message));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses a wrong code, then signs the operator in with password and TOTP', async () => {
    const right = totpCode(operator.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await signIn(operatorPage, operator, wrong);
    await expect
      .poll(() => operatorPage.getByText('The authentication code is wrong').count())
      .toBe(1);
    expect(new URL(operatorPage.url()).pathname).toBe('/ops/sign-in');
    await signIn(operatorPage, operator, right);
    await operatorPage.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(new URL(operatorPage.url()).pathname).toBe('/ops');
  });

  it('finds the order by confirmation number and refunds half of it', async () => {
    const page = operatorPage;
    await page.getByLabel('Confirmation number').fill(order.confirmationNumber);
    await page.getByRole('button', { name: 'Find orders' }).click();
    await page.getByRole('link', { name: order.confirmationNumber }).click();
    await page
      .getByRole('heading', { name: `Order ${order.confirmationNumber}`, level: 1 })
      .waitFor();
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const before = (await (await page.request.get(`/api/ops/desk/orders/${orderId}`)).json()) as {
      data: { order: { totalMinor: number; currency: string } };
    };
    const half = Math.floor(before.data.order.totalMinor / 2);
    const typed = (half / 100).toFixed(2);
    const refund = page.getByRole('group', { name: 'Refund' });
    await refund.getByLabel(`Amount (${before.data.order.currency})`).fill(typed);
    await refund.getByLabel('Reason').fill('Half the seats could not be used');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(`Refunded ${typed} ${before.data.order.currency}.`).waitFor();
    const after = (await (await page.request.get(`/api/ops/desk/orders/${orderId}`)).json()) as {
      data: { refunds: { amountMinor: number; state: string }[]; audit: { action: string }[] };
    };
    expect(after.data.refunds).toEqual([
      expect.objectContaining({ amountMinor: half, state: 'done' }),
    ]);
    expect(after.data.audit.map((entry) => entry.action)).toContain('desk.refund');
  });

  it('finds no accessibility violations on the desk pages', async () => {
    const page = operatorPage;
    const found = [];
    for (const path of [
      `/ops?confirmation=${order.confirmationNumber}`,
      '/ops/events',
      `/ops/events/${order.eventId}`,
      '/ops/buyers',
      '/ops/sources',
      '/ops/promo-codes',
    ]) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      const violations = await checkA11y(page);
      if (violations.length > 0) found.push(`${path}\n${violations.join('\n')}`);
    }
    await page.goto(`/ops?confirmation=${order.confirmationNumber}`);
    await page.getByRole('link', { name: order.confirmationNumber }).click();
    await page.getByRole('heading', { name: `Order ${order.confirmationNumber}` }).waitFor();
    const orderViolations = await checkA11y(page);
    if (orderViolations.length > 0) found.push(`order page\n${orderViolations.join('\n')}`);
    const anonymous = await browser.newPage({ baseURL: server.baseUrl });
    await anonymous.goto('/ops/sign-in');
    const signInViolations = await checkA11y(anonymous);
    if (signInViolations.length > 0) found.push(`sign-in\n${signInViolations.join('\n')}`);
    await anonymous.close();
    expect(found).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });

  it('signs a support user in without JavaScript and does not let them change an event', async () => {
    // Without scripts the form posts itself, as it does when clicked before the page hydrates.
    const context = await browser.newContext({
      ...VIEWPORTS.desktop,
      baseURL: server.baseUrl,
      javaScriptEnabled: false,
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await signIn(page, support);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.goto(`/ops/events/${order.eventId}`);
    await page.getByText("Only an operator may change an event's status.").waitFor();
    expect(await page.getByRole('button', { name: 'Preview change' }).count()).toBe(0);
    const refused = await page.request.post(`/api/ops/desk/events/${order.eventId}/status`, {
      data: { status: 'cancelled', reason: 'Trying anyway' },
      headers: { origin: server.baseUrl },
    });
    expect(refused.status()).toBe(403);
    const event = (await (
      await page.request.get(`/api/ops/desk/events/${order.eventId}`)
    ).json()) as {
      data: { event: { status: string } };
    };
    expect(event.data.event.status).not.toBe('cancelled');
    await context.close();
  });

  it('answers 404 on /ops to a signed-in fan', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    await context.addCookies(
      fan.pageCookie.split('; ').map((pair) => {
        const eq = pair.indexOf('=');
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.baseUrl };
      }),
    );
    const page = await context.newPage();
    for (const path of ['/ops', `/ops/events/${order.eventId}`, '/ops/buyers']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const api = await page.request.get('/api/ops/desk/orders?email=desk.fan@example.com');
    expect(api.status()).toBe(404);
    await context.close();
  });
});
