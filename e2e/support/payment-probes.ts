// Probes of the payment e2e tests: what the page sent to our origin, and hiding and showing the
// page as a buyer switching to their bank's app does.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';

/** Everything a request from the page to `origin` carried: URL, headers and body. */
export interface SentRequest {
  url: string;
  headers: string;
  body: string;
}

/** Records every request the page (and its frames) makes to our origin. */
export function recordRequestsTo(page: Page, origin: string): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).origin !== origin) return;
    sent.push({
      url: request.url(),
      headers: JSON.stringify(request.headers()),
      body: request.postData() ?? '',
    });
  });
  return sent;
}

/** Whether `text` carries the card number (any grouping) or the CVV as a number of its own. */
export function carriesCard(text: string, cardNumber: string, cvv: string): boolean {
  const digits = cardNumber.replace(/\D/g, '');
  const loose = new RegExp(digits.split('').join('[\\s+%20-]*'));
  const alone = new RegExp(`(^|[^0-9a-z])${cvv}([^0-9a-z]|$)`, 'i');
  return loose.test(text) || alone.test(text);
}

/** The files under a folder (recursively) that contain `needle` as bytes. */
export async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await readFile(path)).includes(needle)) found.push(path);
  }
  return found;
}

/** Hides the page (visibilitychange to hidden, then pagehide), as switching apps does. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  });
}

/** Shows the page again after hidePage. */
export async function showPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
