import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';

// Debian's Chromium, never a downloaded one: the machine has no route to browser CDNs.
const defaultExecutable = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google hosts, which this
// closed network refuses; the rest keep a root, GPU-less container happy.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? defaultExecutable,
    headless: true,
    args: chromiumArgs,
  });
}

/**
 * Starts recording console errors and uncaught page errors; the returned array fills as they
 * happen, so a test asserts it is empty after its interactions.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.stack ?? error.message}`);
  });
  return errors;
}

// axe has no wcag22a tag: WCAG 2.2's only new level-A criteria are tagged wcag22aa or wcag2a.
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: Promise<string> | undefined;

function loadAxeSource(): Promise<string> {
  const require = createRequire(import.meta.url);
  axeSource ??= readFile(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  return axeSource;
}

function formatViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
}

/**
 * Runs axe-core on the page as it is now, its frames included, and returns one formatted line
 * block per violation.
 * axe is evaluated through the DevTools protocol, which the page's Content-Security-Policy does
 * not govern, so the page is checked under its real policy.
 */
export async function checkA11y(page: Page): Promise<string[]> {
  const content = await loadAxeSource();
  // axe in the top document reports a frame's content only when axe runs inside that frame too;
  // a frame without it is skipped in silence (the card frame of checkout would go unchecked).
  await page.evaluate(content);
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map(async (frame) => {
        try {
          await frame.evaluate(content);
        } catch (error) {
          // A frame that went away meanwhile has nothing left to check.
          if (!frame.isDetached()) throw error;
        }
      }),
  );
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } };
    const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
    // Only violations cross back to Node: the passes list is large and unused.
    return (await axe.run(document, options)).violations;
  }, wcagTags);
  return violations.map(formatViolation);
}

/** The phone and desktop sizes every page is checked at. */
export const VIEWPORTS: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/**
 * Opens a path in a fresh context (its own cookies) once the network is idle, recording console
 * and page errors. `timeoutMs` bounds every wait of the page (20 s unless given).
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: BrowserContextOptions,
  timeoutMs = 20_000,
): Promise<{
  page: Page;
  status: number | undefined;
  errors: string[];
  close: () => Promise<void>;
}> {
  const context = await browser.newContext({ ...viewport, baseURL: baseUrl });
  context.setDefaultTimeout(timeoutMs);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  return { page, status: response?.status(), errors, close: () => context.close() };
}

/**
 * Clicks a control once React has hydrated it. A button the server rendered does nothing until
 * then, and on a busy machine "networkidle" can come before the client has hydrated the page.
 * React marks each element it owns with a `__reactProps$…` key.
 */
export async function clickHydrated(control: Locator): Promise<void> {
  const element = await control.elementHandle();
  await control
    .page()
    .waitForFunction(
      (el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps$')),
      element,
    );
  await control.click();
}
