import { formatMessage, messageVariables } from '@reprise/domain/text/format-message';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/messages/en.json' with { type: 'json' };
import { dialog, fill } from './support/account-pages';
import { launchBrowser, VIEWPORTS } from './support/browser';
import {
  BUYER_PASSWORD,
  findListings,
  freshBuyer,
  type ListingPick,
  QUANTITY,
} from './support/checkout-flow';
import {
  buildPseudoLocaleWeb,
  PSEUDO_BUILD_DIR,
  PSEUDO_LANGUAGE,
  pseudoMessages,
} from './support/pseudo-locale-build';
import { type RunningServer, startServer } from './support/server';

// The browser walk in a pseudo-locale (every word accented and some 40% longer) at 390 × 844:
// text that only just fits in English shows here where a longer language would push the page
// sideways or be cut off. The pseudo-locale takes the place of one language in a build and a
// server of this file's own (pseudo-locale-build.ts), so every other suite keeps the real one.

let server: RunningServer;
let browser: Browser;
let pick: ListingPick;
const pseudo = pseudoMessages();

/** The pseudo-locale's text of a message, as the page writes it. */
const t = (key: keyof typeof en, values?: Record<string, string | number>) =>
  formatMessage(pseudo[key] ?? key, values, PSEUDO_LANGUAGE);

beforeAll(async () => {
  buildPseudoLocaleWeb();
  browser = await launchBrowser();
  server = await startServer({
    env: { WEB_BUILD_DIR: PSEUDO_BUILD_DIR, REPRISE_PSEUDO_LOCALE: '1' },
  });
  [pick] = (await findListings(server.baseUrl, 1)) as [ListingPick];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * What does not fit on the page: the page wider than the screen, and every element whose own text
 * is cut off (wider than its box with its overflow hidden or clipped, or an ellipsis).
 */
async function misfits(page: Page): Promise<string[]> {
  const where = new URL(page.url()).pathname;
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > window.innerWidth) {
      problems.push(
        `the page is ${scroller.scrollWidth} px wide on a ${window.innerWidth} px screen`,
      );
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      if (!ownText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const cuts =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      // Visually hidden text (a 1 px clipped box) is meant for screen readers only.
      const visuallyHidden = element.clientWidth <= 1 || style.clip !== 'auto';
      if (cuts && !visuallyHidden && element.scrollWidth > element.clientWidth + 1) {
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').slice(0, 3).join('.')}` : ''}`;
        problems.push(
          `${name} "${ownText.slice(0, 50)}" is cut off (${element.scrollWidth} > ${element.clientWidth} px)`,
        );
      }
    }
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}

describe('a pseudo-locale walk on a 390 px phone', () => {
  it('is the pseudo-locale, every variable, plural and link of the English kept', () => {
    const differing = Object.entries(en).filter(
      ([key, text]) => messageVariables(pseudo[key] ?? '').join() !== messageVariables(text).join(),
    );
    expect(differing).toEqual([]);
    expect(pseudo['consent.text']).toContain('<link>');
    const english = Object.values(en).join('').length;
    expect(Object.values(pseudo).join('').length / english).toBeGreaterThan(1.35);
  });

  it('fits home, search, an event, sign in, checkout and My Tickets: nothing wider, nothing cut', async () => {
    const email = 'pseudo.walk@example.com';
    await freshBuyer(server, email);
    const context = await browser.newContext({ ...VIEWPORTS.phone, baseURL: server.baseUrl });
    context.setDefaultTimeout(20_000);
    await context.addCookies([
      { name: 'reprise_lang', value: PSEUDO_LANGUAGE, url: server.baseUrl },
    ]);
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: t('home.heading') }).waitFor();
      problems.push(...(await misfits(page)));

      await page.goto('/see-all?query=Arsenal', { waitUntil: 'networkidle' });
      problems.push(...(await misfits(page)));

      await page.goto(`${pick.eventPath}?quantity=${QUANTITY}`, { waitUntil: 'networkidle' });
      problems.push(...(await misfits(page)));

      await page
        .locator(`li[data-listing-id="${pick.listingId}"]`)
        .getByRole('link')
        .last()
        .click();
      await page.waitForURL(/\/checkout\?/);
      await page.waitForLoadState('networkidle');
      problems.push(...(await misfits(page)));

      await page.getByRole('button', { name: t('checkout.signInToPay') }).click();
      const signIn = dialog(page, t('account.signInTitle'));
      await signIn.waitFor();
      problems.push(...(await misfits(page)).map((problem) => `sign-in dialog ${problem}`));
      await fill(signIn, { [t('account.email')]: email, [t('account.password')]: BUYER_PASSWORD });
      await signIn.getByRole('button', { name: t('account.signIn'), exact: true }).click();
      await signIn.waitFor({ state: 'hidden' });
      await page.waitForLoadState('networkidle');
      problems.push(...(await misfits(page)));

      await page.goto('/mytickets', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: t('myTickets.title') }).waitFor();
      problems.push(...(await misfits(page)));
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
