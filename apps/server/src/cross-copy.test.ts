import { ReadCache } from '@reprise/api/cache/read-cache';
import { type DatabaseHandle, openDatabase } from '@reprise/db/client';
import { events, performers } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebRequestHandler } from './react-router-adapter';
import { buildPageServer } from './test-support/page-server';

// Several server copies on one PostgreSQL (docs/scaling.md): a write announced on one copy reaches the
// read cache, GraphQL answers, search index and rendered pages of every other copy through
// LISTEN/NOTIFY. PGlite serves one process, so these tests need real PostgreSQL: they run in
// `npm run test:pg` (and so in CI), and are skipped by `npm test`, which has no server to run on.

const SLUG = 'taylor-swift';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Copy {
  app: FastifyInstance;
  readCache: ReadCache;
  database: DatabaseHandle;
}

// The page a copy renders: the performer's name, read in-process through the API.
const performerPage: WebRequestHandler = async (_request, context) => {
  const answer = (await (await context.apiFetch(`/api/performer?slug=${SLUG}`)).json()) as {
    data: { performer: { name: string } };
  };
  return new Response(`<h1>${answer.data.performer.name}</h1>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

const FIRST_EVENT = JSON.stringify({
  query: 'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname } }',
  variables: { input: { performer: SLUG, limit: 1, page: 1 } },
});

/** What one copy answers now for the performer: REST, search, GraphQL and the rendered page. */
async function observe(copy: Copy, searchText: string) {
  const { app } = copy;
  const performer = (await app.inject(`/api/performer?slug=${SLUG}`)).json() as {
    data: { performer: { name: string } };
  };
  const search = (
    await app.inject(`/api/globalSearch?searchTermName=${encodeURIComponent(searchText)}`)
  ).json() as { data: { performers: { name: string }[] } };
  const graphql = (
    await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: FIRST_EVENT,
    })
  ).json() as { data: { filterListings: { event_id: number; eventname: string }[] } };
  const page = await app.inject('/sports/pop/taylor-swift');
  return {
    performer: performer.data.performer.name,
    searchFinds: search.data.performers.map((p) => p.name),
    event: graphql.data.filterListings[0],
    page: page.body,
    pageCache: page.headers['x-page-cache'],
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('server copies on one PostgreSQL', () => {
  let database: TestDatabase;
  let url: string;
  const opened: Copy[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    url = String(database.handle.pool?.options.connectionString);
  });
  afterEach(async () => {
    for (const copy of opened.splice(0)) {
      await copy.app.close();
      await copy.database.close();
    }
  });
  afterAll(() => database.dispose());

  // Each copy has its own pool on the database, as separate processes would.
  async function startCopy(crossCopyInvalidation = true): Promise<Copy> {
    const handle = await openDatabase({ url, maxConnections: 3 });
    const readCache = new ReadCache();
    const app = await buildPageServer(performerPage, {
      database: handle,
      readCache,
      crossCopyInvalidation,
    });
    await app.ready();
    const copy = { app, readCache, database: handle };
    opened.push(copy);
    return copy;
  }

  /** A catalogue write on copy A: rename the performer and its next event, then announce it. */
  async function renameOn(copy: Copy, name: string, eventId: number) {
    await copy.database.db.update(performers).set({ name }).where(eq(performers.slug, SLUG));
    await copy.database.db
      .update(events)
      .set({ name: `${name} Live`, updatedAt: new Date() })
      .where(eq(events.id, eventId));
    copy.readCache.invalidate('performers');
    copy.readCache.invalidate('events');
  }

  /** Polls until `check` passes or `ms` runs out; resolves how long it took (or null). */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
    const started = Date.now();
    while (Date.now() - started <= ms) {
      if (await check()) return Date.now() - started;
      await sleep(20);
    }
    return null;
  }

  it('serves a change written through one copy from the other within a second', async () => {
    const a = await startCopy();
    const b = await startCopy();
    const before = await observe(b, 'Zyzzyva');
    expect(before.performer).toBe('Taylor Swift');
    expect(before.searchFinds).not.toContain('Zyzzyva Quartet');
    expect(before.page).toBe('<h1>Taylor Swift</h1>');
    // Everything is now held in copy B's caches.
    expect((await observe(b, 'Zyzzyva')).pageCache).toBe('hit');
    const eventId = before.event!.event_id;

    await renameOn(a, 'Zyzzyva Quartet', eventId);
    const took = await within(1_000, async () => {
      const now = await observe(b, 'Zyzzyva');
      return (
        now.performer === 'Zyzzyva Quartet' &&
        now.searchFinds.includes('Zyzzyva Quartet') &&
        now.event?.eventname === 'Zyzzyva Quartet Live' &&
        now.page === '<h1>Zyzzyva Quartet</h1>'
      );
    });
    expect(took, 'copy B still served the old name after 1 s').not.toBeNull();
  });

  it('control: without the channel, the other copy keeps serving what it had', async () => {
    const a = await startCopy(false);
    const b = await startCopy(false);
    const before = await observe(b, 'Quokka');
    await renameOn(a, 'Quokka Ensemble', before.event!.event_id);
    expect((await observe(a, 'Quokka')).performer).toBe('Quokka Ensemble');
    await sleep(1_200);
    const after = await observe(b, 'Quokka');
    expect(after.performer).toBe(before.performer);
    expect(after.searchFinds).not.toContain('Quokka Ensemble');
    expect(after.page).toBe(before.page);
  });

  it('ignores its own echo on the channel', async () => {
    const a = await startCopy();
    await startCopy();
    const heard: string[] = [];
    a.readCache.subscribe({ invalidate: (tag) => heard.push(tag), clear: () => heard.push('*') });
    a.readCache.invalidate('venues');
    await sleep(500);
    expect(heard).toEqual(['venues']);
  });

  it('drops its caches after its listening connection comes back, since it may have missed a write', async () => {
    const b = await startCopy();
    const before = await observe(b, 'Axolotl');
    // A write whose announcement this copy never hears (made, say, while it was cut off).
    await b.database.db
      .update(performers)
      .set({ name: 'Axolotl Choir' })
      .where(eq(performers.slug, SLUG));
    expect((await observe(b, 'Axolotl')).performer).toBe(before.performer);
    // Cut the listening session, as a database restart or a network blip would.
    await database.handle.pool!.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'reprise-cache-%' and datname = current_database()",
    );
    const took = await within(3_000, async () => {
      const now = await observe(b, 'Axolotl');
      return now.performer === 'Axolotl Choir' && now.searchFinds.includes('Axolotl Choir');
    });
    expect(took, 'copy B kept its caches after reconnecting').not.toBeNull();
  });
});
