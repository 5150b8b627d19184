import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, fill, focusedName, focusInDialog, openSignIn } from './support/account-pages';
import { waitForOutboxLink } from './support/account-peers';
import { checkA11y, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// Every account dialog at a desktop and a phone size: no axe violations while it is
// open, focus kept inside it (Tab and Shift+Tab wrap), Escape closes it and focus returns to the
// control that opened the first one. Mail goes to the outbox here: no dialog waits for a message.

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

const PASSWORD = 'Strong#Pass1';

describe('account dialogs: accessibility and focus', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh page, under the site's own CSP (axe is evaluated, not injected as a script). */
  async function axePage(viewport: BrowserContextOptions) {
    const context = await browser.newContext({ ...viewport, baseURL: server.baseUrl });
    context.setDefaultTimeout(15_000);
    return { context, page: await context.newPage() };
  }

  /** Axe on the page with the dialog open, then Tab/Shift+Tab stay inside it. */
  async function checkOpenDialog(page: Page, open: Locator, label: string): Promise<string[]> {
    await open.waitFor();
    const problems = (await checkA11y(page)).map((v) => `${label}: ${v}`);
    if (!(await focusInDialog(page))) problems.push(`${label}: focus is not in the dialog`);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        if (!(await focusInDialog(page))) {
          problems.push(`${label}: ${key} ×${i + 1} left the dialog`);
          break;
        }
      }
    }
    return problems;
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`keeps every account dialog accessible, focus inside and returned (${name})`, async () => {
      const { context, page } = await axePage(viewport);
      const problems: string[] = [];
      try {
        await page.goto('/sports', { waitUntil: 'networkidle' });

        const signIn = await openSignIn(page);
        problems.push(...(await checkOpenDialog(page, signIn, 'Sign in')));
        await page.keyboard.press('Escape');
        await signIn.waitFor({ state: 'detached' });
        // Focus returns once the closing dialog has unmounted, which may be a frame after it detached.
        await expect.poll(() => focusedName(page)).toBe('Sign in');

        // Sign in → Register → Sign up with email → Forgot Password, then Escape: focus goes back
        // to the header's control, which opened the first of them.
        await (await openSignIn(page)).getByRole('button', { name: 'Create an account' }).click();
        const register = dialog(page, 'Register');
        problems.push(...(await checkOpenDialog(page, register, 'Register')));
        await register.getByRole('button', { name: 'Sign up with email' }).click();
        const signUp = dialog(page, 'Sign up with email');
        await signUp.waitFor();
        // Messages on screen count too: submit the empty form first.
        await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
        problems.push(...(await checkOpenDialog(page, signUp, 'Sign up with email')));
        await signUp.getByRole('button', { name: 'Sign in', exact: true }).click();
        await dialog(page, 'Sign in').getByRole('button', { name: 'Forgot password?' }).click();
        const forgot = dialog(page, 'Forgot Password');
        problems.push(...(await checkOpenDialog(page, forgot, 'Forgot Password')));
        await page.keyboard.press('Escape');
        await forgot.waitFor({ state: 'detached' });
        // Focus returns once the closing dialog has unmounted, which may be a frame after it detached.
        await expect.poll(() => focusedName(page)).toBe('Sign in');

        // Account created: sign up for real (the set-password mail goes to the outbox).
        await (await openSignIn(page)).getByRole('button', { name: 'Create an account' }).click();
        await dialog(page, 'Register').getByRole('button', { name: 'Sign up with email' }).click();
        const email = `dialogs.${name}@example.com`;
        await fill(dialog(page, 'Sign up with email'), {
          'First name': 'Dia',
          'Last name': 'Log',
          Email: email,
        });
        await dialog(page, 'Sign up with email')
          .getByRole('button', { name: 'Sign up', exact: true })
          .click();
        const created = dialog(page, 'Check your email');
        problems.push(...(await checkOpenDialog(page, created, 'Account created')));
        await created.getByRole('button', { name: 'OK' }).click();
        await created.waitFor({ state: 'detached' });
        // Focus returns once the closing dialog has unmounted, which may be a frame after it detached.
        await expect.poll(() => focusedName(page)).toBe('Sign in');
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }

  it('keeps the first-order pop-up, Change Password and the set-password page accessible', async () => {
    const { context, page } = await axePage(VIEWPORTS.desktop!);
    const problems: string[] = [];
    try {
      // The consent answer on home opens the first-order pop-up; its backdrop is static.
      await page.goto('/', { waitUntil: 'networkidle' });
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept' })
        .click();
      const popUp = dialog(page, 'Get 10% off your first order');
      await popUp.getByRole('button', { name: 'Sign up and save 10%' }).click();
      problems.push(...(await checkOpenDialog(page, popUp, 'First order')));
      await page.mouse.click(5, 5);
      expect(await popUp.isVisible()).toBe(true);
      await popUp.getByRole('button', { name: 'Close' }).click();
      await popUp.waitFor({ state: 'detached' });
      expect(
        (await context.cookies()).find((c) => c.name === 'signupFirstOrderClosed')?.value,
      ).toBe('true');

      // A buyer with a password (made through the outbox link) changes it from /myaccount.
      const email = 'dialogs.change@example.com';
      const register = await context.request.post(`${server.baseUrl}/api/buyer-user/register`, {
        data: { first_name: 'Cha', last_name: 'Nge', email },
        headers: { origin: server.baseUrl },
      });
      expect(register.status()).toBe(201);
      const link = await waitForOutboxLink(server.dataDir, email, '/set-password/');
      await page.goto(link, { waitUntil: 'networkidle' });
      await page.getByLabel('New password', { exact: true }).waitFor();
      problems.push(...(await checkA11y(page)).map((v) => `Set password page: ${v}`));
      await fill(page.getByRole('main'), {
        'New password': PASSWORD,
        'Confirm password': PASSWORD,
      });
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      problems.push(...(await checkA11y(page)).map((v) => `My Account: ${v}`));

      const opener = page.getByRole('button', { name: 'Change password' });
      await opener.click();
      const change = dialog(page, 'Change Password');
      await change.getByRole('button', { name: 'Change password' }).click();
      problems.push(...(await checkOpenDialog(page, change, 'Change Password')));
      await change.getByRole('button', { name: 'Email me a reset link' }).click();
      const reset = dialog(page, 'Reset Password');
      problems.push(...(await checkOpenDialog(page, reset, 'Reset Password')));
      expect(await reset.getByLabel('Email').isDisabled()).toBe(true);
      expect(await reset.getByLabel('Email').inputValue()).toBe(email);
      await page.keyboard.press('Escape');
      await reset.waitFor({ state: 'detached' });
      // Focus returns once the closing dialog has unmounted, which may be a frame after it detached.
      await expect.poll(() => focusedName(page)).toBe('Change password');
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
