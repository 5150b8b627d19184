import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/account-pages';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import { BUYER_PASSWORD, freshBuyer, json, newPage, unexpected } from './support/checkout-flow';
import { type RunningServer, startServer } from './support/server';

// Following a performer and choosing mails in Chromium: the heart on the performer page follows
// (after hydration; the page itself stays shared), the Following tab of /favorites lists the
// performer, the heart unfollows, and the Notifications form of /myaccount keeps the choice.
// The new-event mail itself is the API's test (apps/api/src/follows/follows.test.ts): every demo
// event already has listings, so no push here can announce a new one.

const EMAIL = 'follow.e2e@example.com';

describe('following a performer and the notification settings', () => {
  let server: RunningServer;
  let browser: Browser;
  let performer: { name: string; path: string };

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const upcoming = await json<{
      data: { path: string; performer: { name: string } }[];
    }>(`${server.baseUrl}/api/events/upcoming?limit=1`);
    const event = upcoming.data[0]!;
    // /{category}/{genre}/{performer}/{event}: the performer page is the first three segments.
    performer = {
      name: event.performer.name,
      path: event.path.split('/').slice(0, 4).join('/'),
    };
    await freshBuyer(server, EMAIL);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('follows from the performer page, lists the performer under Following, and unfollows', async () => {
    const { page, context, errors } = await newPage(browser, server, VIEWPORTS.desktop);
    await signInThroughApi(context, server.baseUrl, EMAIL, BUYER_PASSWORD);
    await page.goto(performer.path, { waitUntil: 'networkidle' });
    const name = performer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const heart = page.getByRole('button', { name: new RegExp(`^Follow(ing)? ${name}$`) });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.textContent()).toBe(`Following ${performer.name}`);
    expect(await checkA11y(page)).toEqual([]);

    await page.goto('/favorites?tab=following', { waitUntil: 'networkidle' });
    const tabs = page.getByRole('navigation', { name: 'Favourites' });
    expect(await tabs.getByRole('link', { name: 'Following' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const tile = page.getByRole('main').getByRole('link', { name: performer.name });
    expect(await tile.count()).toBe(1);
    expect(await checkA11y(page)).toEqual([]);

    // The heart shows the follow on a later visit, and a click ends it.
    await tile.click();
    await page.waitForURL(`**${performer.path}`);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await page.goto('/favorites?tab=following', { waitUntil: 'networkidle' });
    expect(await page.getByText('You follow no performers yet.').count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps the notification settings chosen on /myaccount', async () => {
    const { page, context, errors } = await newPage(browser, server, VIEWPORTS.phone);
    await signInThroughApi(context, server.baseUrl, EMAIL, BUYER_PASSWORD);
    await page.goto('/myaccount', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Notifications' });
    const alerts = form.getByRole('checkbox', { name: /Price alerts/ });
    expect(await alerts.isChecked()).toBe(true);
    await alerts.uncheck();
    await form.getByRole('button', { name: 'Save notification settings' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Saved.');
    expect(await checkA11y(page)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await alerts.isChecked()).toBe(false);
    expect(await form.getByRole('checkbox', { name: /Performers you follow/ }).isChecked()).toBe(
      true,
    );
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
