import type { Locator, Page } from 'playwright-core';

/** Event page paths: /<category>/<performer>/<venue-or-city>/<event-slug>+<id>. */
export const eventHrefPattern = /^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\+\d+$/;

export const categoryNames = ['Sports', 'Concerts', 'Theater', 'Festivals', 'Special Events'];

export const upcomingHeading = 'Upcoming events';

export interface EventLink {
  locator: Locator;
  href: string;
  /** Accessible name; it starts with the event's name. */
  name: string;
}

export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

async function accessibleName(link: Locator): Promise<string> {
  // The aria snapshot is Chromium's own accessible-name computation, so aria-label and
  // aria-labelledby count just as they do for a screen reader.
  const snapshot = (await link.ariaSnapshotJSON()) as unknown;
  const node = (Array.isArray(snapshot) ? snapshot[0] : snapshot) as { name?: unknown } | undefined;
  return typeof node?.name === 'string' ? normalizeSpace(node.name) : '';
}

/** The event links inside the section headed 'Upcoming events', in document order. */
export async function upcomingEventLinks(page: Page): Promise<EventLink[]> {
  const heading = page.getByRole('heading', { name: upcomingHeading, exact: true });
  await heading.waitFor();
  const section = heading.locator('xpath=ancestor::*[self::section or @role="region"][1]');
  const found: EventLink[] = [];
  for (const link of await section.getByRole('link').all()) {
    const href = await link.getAttribute('href');
    if (href === null || !eventHrefPattern.test(href)) continue;
    found.push({ locator: link, href, name: await accessibleName(link) });
  }
  return found;
}

/** Categories with no link named after them anywhere on the page (nav, footer or body). */
export async function missingCategoryLinks(page: Page): Promise<string[]> {
  const missing: string[] = [];
  for (const category of categoryNames) {
    const count = await page.getByRole('link', { name: category, exact: true }).count();
    if (count === 0) missing.push(category);
  }
  return missing;
}
