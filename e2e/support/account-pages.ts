import type { BrowserContext, Locator, Page } from 'playwright-core';
import { clickHydrated } from './browser';

// What the accounts e2e does again and again in a page: open the account dialogs from the header,
// fill their labelled fields, and sign in through the API when the UI path is not under test.

/** The header's account control: 'Sign in' signed out, the profile menu button signed in. */
export function headerSignIn(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });
}

/** The profile menu button of a signed-in buyer. */
export function profileMenuButton(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: `${name}, account menu` });
}

/** An open dialog by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Opens the Sign in dialog from the header. */
export async function openSignIn(page: Page): Promise<Locator> {
  await clickHydrated(headerSignIn(page));
  const signIn = dialog(page, 'Sign in');
  await signIn.waitFor();
  return signIn;
}

/** Fills labelled fields of a dialog or form, in order. */
export async function fill(scope: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Signs in with the Sign in dialog (opened from the header). */
export async function signInWithDialog(page: Page, email: string, password: string) {
  const signIn = await openSignIn(page);
  await fill(signIn, { Email: email, Password: password });
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  return signIn;
}

/** Signs a browser context in through the API (same-origin, as the page's own fetch would). */
export async function signInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/login`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) {
    throw new Error(`sign-in for ${email} answered ${response.status()}: ${await response.text()}`);
  }
}

/** Whether focus is inside the open dialog. */
export function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const open = document.querySelector('[role="dialog"]');
    return open?.contains(document.activeElement) ?? false;
  });
}

/** The accessible name (or text) of the focused element, for focus-return checks. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
}
