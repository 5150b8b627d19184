import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialog,
  fill,
  headerSignIn,
  openSignIn,
  profileMenuButton,
  signInThroughApi,
  signInWithDialog,
} from './support/account-pages';
import {
  accountPeersEnv,
  type OAuthProvider,
  type SmtpPeer,
  startOAuthProvider,
  startSmtpPeer,
  waitForMailLink,
} from './support/account-peers';
import { collectPageErrors, launchBrowser } from './support/browser';
import { upcomingEventLinks } from './support/event-links';
import { type RunningServer, startServer } from './support/server';

// Buyer accounts (ADR 0005, 0006) in Chromium at a desktop and a phone size, against the built server
// sending real mail to an SMTP peer and signing in through a real OAuth2 server: email sign-up
// without a password → the mailed set-password link → signed in; logout and sign-in; the server's
// message for a wrong password; forgot password → the mailed link → the old password stops
// working and the link cannot be used twice; Google and Facebook; favourites across a reload;
// a login-required page for an anonymous visitor. (Dialog accessibility: accounts-dialogs.e2e.ts.)

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

const FIRST_PASSWORD = 'Strong#Pass1';
const SECOND_PASSWORD = 'Better#Pass2';
const WRONG_LOGIN = 'The email or password is incorrect.';
const SPENT_LINK = 'This link has expired or was already used. Ask for a new one.';

describe('accounts in the browser', () => {
  let smtp: SmtpPeer;
  let oauth: OAuthProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [smtp, oauth, browser] = await Promise.all([
      startSmtpPeer(),
      startOAuthProvider(),
      launchBrowser(),
    ]);
    server = await startServer({ env: accountPeersEnv(smtp, oauth) });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await Promise.all([smtp?.close(), oauth?.close()]);
  });

  async function open(
    viewport: BrowserContextOptions,
    path: string,
  ): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const context = await browser.newContext({ ...viewport, baseURL: server.baseUrl });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    return { page, context, errors };
  }

  // A wrong password or a spent link answers 4xx on purpose: the browser logs those resources.
  const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const email = `ada.${name}@example.com`;
    const fullName = `Ada ${name === 'desktop' ? 'Desk' : 'Phone'}`;

    it(`signs up with email, sets the password from the mail, signs out and in (${name})`, async () => {
      const { page, context, errors } = await open(viewport, '/');
      try {
        const signIn = await openSignIn(page);
        await signIn.getByRole('button', { name: 'Create an account' }).click();
        await dialog(page, 'Register').getByRole('button', { name: 'Sign up with email' }).click();
        const signUp = dialog(page, 'Sign up with email');
        await fill(signUp, {
          'First name': 'Ada',
          'Last name': fullName.split(' ')[1]!,
          Email: email,
        });
        // The phone is asked for on screens 576 px and wider only.
        const phone = signUp.getByLabel('Phone number');
        if (name === 'desktop') {
          await fill(signUp, { 'Country code': '44', 'Phone number': '+44 7400 123456' });
          expect(await phone.inputValue()).toBe('447400123456');
          await phone.fill('7400123456');
        } else {
          expect(await phone.count()).toBe(0);
        }
        await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
        const created = dialog(page, 'Check your email');
        await created.waitFor();
        expect(await created.textContent()).toContain(email);
        await created.getByRole('button', { name: 'OK' }).click();

        const link = await waitForMailLink(smtp, email, '/set-password/');
        expect(new URL(link).origin).toBe(server.baseUrl);
        await page.goto(link);
        await page.getByRole('heading', { name: 'Set your password' }).waitFor();
        // No header or footer on the set-password page.
        expect(await page.getByRole('banner').count()).toBe(0);
        expect(await page.getByRole('contentinfo').count()).toBe(0);
        await fill(page.getByRole('main'), {
          'New password': FIRST_PASSWORD,
          'Confirm password': FIRST_PASSWORD,
        });
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.waitForURL('**/myaccount');
        await page.getByRole('heading', { name: 'My Account' }).waitFor();
        const menu = profileMenuButton(page, fullName);
        await menu.waitFor();

        await menu.click();
        await page.getByRole('button', { name: 'Logout' }).click();
        await headerSignIn(page).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');

        const wrong = await signInWithDialog(page, email, 'Wrong#Pass9');
        await wrong.getByRole('alert').filter({ hasText: WRONG_LOGIN }).waitFor();
        await fill(wrong, { Password: FIRST_PASSWORD });
        await wrong.getByRole('button', { name: 'Sign in', exact: true }).click();
        await menu.waitFor();
        // The header may name the fan (from the session cookie) a moment before the dialog closes.
        await dialog(page, 'Sign in').waitFor({ state: 'detached' });
        // The session survives a reload (httpOnly cookies; the header is rendered signed in).
        await page.reload();
        await menu.waitFor();
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`resets a forgotten password from the mail; the old password and a used link stop working (${name})`, async () => {
      const { page, context } = await open(viewport, '/');
      try {
        const signIn = await openSignIn(page);
        await signIn.getByRole('button', { name: 'Forgot password?' }).click();
        const forgot = dialog(page, 'Forgot Password');
        await fill(forgot, { Email: email });
        await forgot.getByRole('button', { name: 'Send reset link' }).click();
        await forgot
          .getByRole('status')
          .filter({
            hasText: "We'll send information to your email on how to reset your password.",
          })
          .waitFor();
        await forgot.getByRole('status').filter({ hasText: 'If an account exists' }).waitFor();
        await forgot.waitFor({ state: 'detached' });

        const link = await waitForMailLink(smtp, email, '/set-password/', 2);
        await page.goto(link);
        await page.getByRole('heading', { name: 'Enter new password' }).waitFor();
        await fill(page.getByRole('main'), {
          'New password': SECOND_PASSWORD,
          'Confirm password': SECOND_PASSWORD,
        });
        await page.getByRole('button', { name: 'Save new password' }).click();
        await page.waitForURL('**/myaccount');
        await profileMenuButton(page, fullName).waitFor();

        // The link is single-use.
        await page.goto(link);
        await page
          .getByRole('alert')
          .filter({ hasText: SPENT_LINK })
          .waitFor()
          .catch(async (error: unknown) => {
            throw new Error(`${String(error)}\n${page.url()}\n${await page.content()}`);
          });
      } finally {
        await context.close();
      }
      const fresh = await open(viewport, '/');
      try {
        const old = await signInWithDialog(fresh.page, email, FIRST_PASSWORD);
        await old.getByRole('alert').filter({ hasText: WRONG_LOGIN }).waitFor();
        await fill(old, { Password: SECOND_PASSWORD });
        await old.getByRole('button', { name: 'Sign in', exact: true }).click();
        await profileMenuButton(fresh.page, fullName).waitFor();
      } finally {
        await fresh.context.close();
      }
    });

    it(`signs up and back in with Google and Facebook (${name})`, async () => {
      for (const provider of ['Google', 'Facebook'] as const) {
        const person = { first: provider === 'Google' ? 'Gia' : 'Finn', last: `${name}` };
        const address = `${person.first.toLowerCase()}.${name}@example.com`;
        oauth.setProfile(
          provider === 'Google'
            ? {
                sub: `g-${name}`,
                email: address,
                email_verified: true,
                given_name: person.first,
                family_name: person.last,
              }
            : { id: `f-${name}`, email: address, first_name: person.first, last_name: person.last },
        );
        const { page, context } = await open(viewport, '/sports');
        try {
          const signIn = await openSignIn(page);
          await signIn.getByRole('button', { name: 'Create an account' }).click();
          await dialog(page, 'Register')
            .getByRole('button', { name: `Sign up with ${provider}` })
            .click();
          // Provider → /auth/{provider}/callback → back where the flow started, signed in.
          await page.waitForURL('**/sports');
          const menu = profileMenuButton(page, `${person.first} ${person.last}`);
          await menu.waitFor();
          await menu.click();
          await page.getByRole('button', { name: 'Logout' }).click();
          await headerSignIn(page).waitFor();

          const again = await openSignIn(page);
          await again.getByRole('button', { name: `Sign in with ${provider}` }).click();
          await page.waitForURL((url) => url.pathname === '/');
          await menu.waitFor();
        } finally {
          await context.close();
        }
      }
    });

    it(`keeps a favourite across a reload on /favorites (${name})`, async () => {
      const { page, context } = await open(viewport, '/');
      try {
        // Anonymous: the heart asks to sign in first.
        const [event] = await upcomingEventLinks(page);
        const title = (await event!.locator.locator(':scope > span > span').first().textContent())!;
        const cardHeart = page.getByRole('button', { name: `Add ${title} to favourites` }).first();
        await cardHeart.click();
        await dialog(page, 'Sign in').waitFor();
        await page.keyboard.press('Escape');

        await signInThroughApi(context, server.baseUrl, email, SECOND_PASSWORD);
        await page.reload({ waitUntil: 'networkidle' });
        const heart = page.getByRole('button', { name: `Add ${title} to favourites` }).first();
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/favorities/save'));
        await heart.click();
        expect((await saved).status()).toBe(200);
        const pressed = page
          .getByRole('button', { name: `Remove ${title} from favourites` })
          .first();
        expect(await pressed.getAttribute('aria-pressed')).toBe('true');

        await page.goto('/favorites');
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Favorites', level: 1 }).waitFor();
        const main = page.getByRole('main');
        await main.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) }).waitFor();
        await main.getByRole('button', { name: `Remove ${title} from favourites` }).waitFor();
      } finally {
        await context.close();
      }
    });

    it(`asks an anonymous visitor to sign in on /myaccount, then shows the account (${name})`, async () => {
      const { page, context } = await open(viewport, '/myaccount');
      try {
        // The prompt opens the Sign in dialog at once (the page behind it is inert meanwhile).
        const signIn = dialog(page, 'Sign in');
        await signIn.waitFor();
        await page
          .getByRole('heading', { name: 'Sign in to see your account', includeHidden: true })
          .waitFor({ state: 'attached' });
        await fill(signIn, { Email: email, Password: SECOND_PASSWORD });
        await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { name: 'My Account' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/myaccount');
        expect(await page.getByLabel('Email').inputValue()).toBe(email);
      } finally {
        await context.close();
      }
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
