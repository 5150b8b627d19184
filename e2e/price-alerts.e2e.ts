import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/account-pages';
import { decodeMail } from './support/account-peers';
import { checkA11y, launchBrowser, VIEWPORTS } from './support/browser';
import { BUYER_PASSWORD, freshBuyer, json, newPage, unexpected } from './support/checkout-flow';
import { type RunningServer, startServer } from './support/server';

// A price alert set on the event page in Chromium: the form appears for the signed-in fan after
// hydration (the page itself stays shared), a source push under the target mails the fan once,
// the mail's button opens the event filtered to the alert's quantity, and its unsubscribe link
// ends the alert with no session.

const SOURCE_KEY = 'mytickets-e2e-key-0123456789';
const EMAIL = 'alert.e2e@example.com';

async function alertMail(dataDir: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const file of (await readdir(outbox).catch(() => [] as string[])).sort()) {
      if (!file.endsWith(`-${EMAIL}.eml`)) continue;
      const text = decodeMail(await readFile(join(outbox, file), 'utf8'));
      if (text.includes('price alert')) return text;
    }
    if (Date.now() > deadline) throw new Error('no price-alert mail within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('price alerts on the event page', () => {
  let server: RunningServer;
  let browser: Browser;
  let event: { id: number; path: string };

  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { SOURCE_KEY_MYTICKETS: SOURCE_KEY } }),
    ]);
    const upcoming = await json<{ data: { id: number; path: string; status: string }[] }>(
      `${server.baseUrl}/api/events/upcoming?limit=10`,
    );
    event = upcoming.data.find((e) => e.status === 'scheduled')!;
    await freshBuyer(server, EMAIL);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sets an alert, mails once on a matching push, and the mail links work', async () => {
    const { page, context, errors } = await newPage(browser, server, VIEWPORTS.desktop);
    await signInThroughApi(context, server.baseUrl, EMAIL, BUYER_PASSWORD);
    await page.goto(`${event.path}?quantity=2`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Price alert' });
    await form.getByLabel('Tickets').selectOption('2');
    await form.getByLabel(/Most per ticket/).fill('1');
    await form.getByRole('button', { name: 'Set price alert' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Alert set');
    expect(await checkA11y(page)).toEqual([]);

    // Under any target in any currency: 1 minor unit of GBP, no fees.
    const push = await fetch(`${server.baseUrl}/api/insert/myticketslisting`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SOURCE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        listings: [
          {
            externalId: 'alert-e2e-1',
            eventId: event.id,
            section: 'Alert Stalls',
            row: 'A',
            quantity: 4,
            ticketTypeId: 1,
            priceMinor: 1,
            currency: 'GBP',
          },
        ],
      }),
    });
    expect(push.status).toBe(200);
    const mail = await alertMail(server.dataDir);
    const link = mail.match(/See the tickets: (\S+)/)?.[1];
    expect(link).toBe(`${server.baseUrl}${event.path}?quantity=2`);
    const unsubscribe = mail.match(/no sign-in needed\): (\S+)/)?.[1];
    expect(unsubscribe).toContain('/api/alerts/unsubscribe?token=');

    await page.goto(link!, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).searchParams.get('quantity')).toBe('2');

    // No session at all: a fresh context opens the unsubscribe link.
    const anonymous = await newPage(browser, server, VIEWPORTS.phone);
    await anonymous.page.goto(unsubscribe!, { waitUntil: 'networkidle' });
    expect(await anonymous.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Price alert stopped',
    );
    expect(await checkA11y(anonymous.page)).toEqual([]);
    await anonymous.context.close();

    await page.goto(event.path, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('list', { name: 'Your price alerts' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
