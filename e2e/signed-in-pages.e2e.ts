import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMenuButton } from './support/account-pages';
import { collectPageErrors, launchBrowser } from './support/browser';
import { buyThroughApi, postAsFan } from './support/fan-purchase';
import { type RunningServer, startServer } from './support/server';
import { type SignedInFan, signUpFan } from './support/signed-in-fan';

// Signed-in fans are sent the page every visitor shares (docs/decisions/0021) unless the page is
// theirs (account, favourites, tickets). Two fans asking for the same paths in turn must each see
// their own name, favourites and orders, and never the other's.

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

interface Upcoming {
  data: { id: number; name: string; path: string; performer: { slug: string } | null }[];
}

describe('signed-in pages, two fans in turn', () => {
  let server: RunningServer;
  let browser: Browser | undefined;
  let fans: [FanWithData, FanWithData];

  interface FanWithData extends SignedInFan {
    favouriteEvent: string;
    confirmationNumber: string;
  }

  // A favourite and a paid order of the fan's own, each on an event of its own.
  async function withData(fan: SignedInFan, eventId: number, eventName: string) {
    await postAsFan(server, fan, '/api/favorities/save', {
      buyerUserId: fan.id,
      eventId,
      favoriteType: true,
    });
    const listings = (await (
      await fetch(`${server.baseUrl}/api/event/listings?eventId=${eventId}&quantity=1`)
    ).json()) as { data: { listings: { id: number }[] } };
    const confirmationNumber = await buyThroughApi(server, fan, listings.data.listings[0]!.id, 1);
    return { ...fan, favouriteEvent: eventName, confirmationNumber };
  }

  beforeAll(async () => {
    server = await startServer();
    const upcoming = (await (
      await fetch(`${server.baseUrl}/api/events/upcoming?limit=30`)
    ).json()) as Upcoming;
    // Two events with distinct names, so one fan's favourite never names the other's.
    const [first, second] = upcoming.data.filter(
      (event, i, all) => all.findIndex((other) => other.name === event.name) === i,
    );
    const ada = await signUpFan(server, {
      email: 'ada.quill@example.com',
      firstName: 'Adaline',
      lastName: 'Quillfeather',
    });
    const bo = await signUpFan(server, {
      email: 'bo.marsh@example.com',
      firstName: 'Bohdan',
      lastName: 'Marshwick',
    });
    fans = [
      await withData(ada, first!.id, first!.name),
      await withData(bo, second!.id, second!.name),
    ];
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const get = (fan: SignedInFan, path: string) =>
    fetch(server.baseUrl + path, { headers: { ...PAGE_HEADERS, cookie: fan.pageCookie } });

  it('never shows one fan the other’s name, email, favourites or orders', async () => {
    const upcoming = (await (
      await fetch(`${server.baseUrl}/api/events/upcoming?limit=1`)
    ).json()) as Upcoming;
    const eventPath = upcoming.data[0]!.path;
    const shared = ['/', '/sports', eventPath, `${eventPath}?quantity=3`];
    const own = ['/myaccount', '/favorites', '/mytickets'];
    const seen = new Map<string, string>();
    for (let round = 0; round < 2; round++) {
      for (const path of [...shared, ...own]) {
        for (const [me, other] of [fans, [fans[1], fans[0]]] as const) {
          const answer = await get(me, path);
          expect(answer.status, `${me.firstName} ${path}`).toBe(200);
          const html = await answer.text();
          seen.set(`${me.firstName} ${path}`, html);
          for (const secret of [other.firstName, other.lastName, other.email]) {
            expect(html, `${me.firstName} ${path}`).not.toContain(secret);
          }
          expect(html, `${me.firstName} ${path}`).not.toContain(other.confirmationNumber);
          if (path === '/favorites') expect(html).not.toContain(other.favouriteEvent);
          // A page that is theirs is nobody else's: never kept, never shared.
          if (own.includes(path)) {
            expect(answer.headers.get('x-page-cache')).toBe('bypass');
            expect(answer.headers.get('cache-control')).toBe('private, no-store');
          } else {
            expect(answer.headers.get('x-page-cache')).toMatch(/^(hit|miss|stale)$/);
            expect(answer.headers.get('cache-control')).toBe('private, no-cache');
          }
        }
      }
    }
    // The checks above can fail: each fan's own pages do show their own name, favourite and order.
    for (const fan of fans) {
      expect(seen.get(`${fan.firstName} /myaccount`)).toContain(fan.email);
      expect(seen.get(`${fan.firstName} /favorites`)).toContain(fan.favouriteEvent);
      expect(seen.get(`${fan.firstName} /mytickets`)).toContain(fan.confirmationNumber);
    }
  });

  it('names the signed-in fan in the header of a shared page once it is hydrated', async () => {
    const context = await browser!.newContext({ baseURL: server.baseUrl });
    const host = new URL(server.baseUrl).hostname;
    await context.addCookies(
      fans[0].pageCookie.split('; ').map((pair) => {
        const eq = pair.indexOf('=');
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: host, path: '/' };
      }),
    );
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto('/sports');
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|miss|stale)$/);
    const name = `${fans[0].firstName} ${fans[0].lastName}`;
    await profileMenuButton(page, name).waitFor();
    expect(await page.content()).not.toContain(fans[1].firstName);
    expect(errors).toEqual([]);
    await context.close();
  });
});
