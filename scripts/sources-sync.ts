// `npm run sources:sync`: pulls every connected source once (SOURCE_URL_*), with a progress bar on
// a terminal, structured logs (JSON, stderr) and a summary. `-- --fakes` starts the four sources'
// HTTP fakes with a few listings for the first events of the database, syncs against them, then
// shows each connector following one order's delivery (pending → shipped → delivered) (demo).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '@reprise/db/client';
import { runMigrations } from '@reprise/db/migrate';
import { events } from '@reprise/db/schema/catalog';
import { seedDemoData } from '@reprise/db/seed/seed-demo';
import { asc, gt } from 'drizzle-orm';
import pino from 'pino';
import { ReadCache } from '../apps/api/src/cache/read-cache';
import { configuredConnectors } from '../apps/api/src/sources/source-registry';
import { sourcesConfigFromEnv } from '../apps/api/src/sources/sources-config';
import { progressBar } from '../apps/api/src/sources/sync/progress-bar';
import { syncSources } from '../apps/api/src/sources/sync/sync-job';
import { startAutomatiqFake } from '../apps/api/src/test-support/sources/fakes/automatiq-fake';
import {
  type DemoSource,
  demoDeliveries,
} from '../apps/api/src/test-support/sources/fakes/delivery-demo';
import { startMercuryFake } from '../apps/api/src/test-support/sources/fakes/mercury-fake';
import { startMyticketsFake } from '../apps/api/src/test-support/sources/fakes/mytickets-fake';
import { startTevoFake } from '../apps/api/src/test-support/sources/fakes/tevo-fake';
import {
  automatiqRow,
  mercuryRow,
  myticketsRow,
  tevoRow,
} from '../apps/api/src/test-support/sources/source-test-support';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' }, pino.destination(2));
const useFakes = process.argv.includes('--fakes');

if (!process.env.DATABASE_URL)
  mkdirSync(resolve(process.env.DATA_DIR ?? './data'), { recursive: true });
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : `${process.env.DATA_DIR ?? './data'}/pglite`,
});
await runMigrations(database);
// The demo needs events to list on: a fresh data folder gets the demo data, as `npm start` does.
if (useFakes) {
  const size = (process.env.DEMO_DATA_SIZE as 'test' | 'demo' | 'bench' | undefined) ?? 'demo';
  await seedDemoData(database.db, { size });
}
const closers: (() => Promise<void>)[] = [];
// With --fakes: each source's fake and a listing of it, to show its deliveries after the sync.
const demo = new Map<string, Omit<DemoSource, 'connector'>>();
try {
  const config = sourcesConfigFromEnv(process.env);
  if (useFakes) {
    const upcoming = await database.db
      .select({ id: events.id })
      .from(events)
      .where(gt(events.startsAt, new Date()))
      .orderBy(asc(events.startsAt))
      .limit(3);
    const ids = upcoming.map((e) => e.id);
    const tevo = await startTevoFake({ ticketGroups: ids.map((id, i) => tevoRow(id, 1_000 + i)) });
    const mercury = await startMercuryFake({
      ticketGroups: ids.map((id, i) => mercuryRow(id, 2_000 + i)),
    });
    const automatiq = await startAutomatiqFake({
      listings: ids.map((id, i) => automatiqRow(id, `AQ-${i}`)),
    });
    const mytickets = await startMyticketsFake({
      listings: ids.map((id, i) => myticketsRow(id, `MT-${i}`)),
    });
    if (ids.length > 0) {
      demo.set('tevo', { deliveries: tevo.deliveries, externalId: '1000' });
      demo.set('ticket_network', { deliveries: mercury.deliveries, externalId: '2000' });
      demo.set('automatiq', { deliveries: automatiq.deliveries, externalId: 'AQ-0' });
      demo.set('mytickets', { deliveries: mytickets.deliveries, externalId: 'MT-0' });
    }
    // The first call to tevo fails, to show a retry.
    tevo.failNext('5xx');
    closers.push(tevo.close, mercury.close, automatiq.close, mytickets.close);
    config.sources.tevo = { baseUrl: tevo.url };
    config.sources.ticket_network = { baseUrl: mercury.url };
    config.sources.automatiq = { baseUrl: automatiq.url };
    config.sources.mytickets = { baseUrl: mytickets.url };
  }
  const connectors = configuredConnectors(config);
  if (connectors.length === 0) {
    console.log(
      'No source is connected: set SOURCE_URL_<SOURCE> (README "External sources"), or pass --fakes.',
    );
  } else {
    const { results, totals } = await syncSources(
      { db: database.db, cache: new ReadCache(), log },
      connectors,
      { progress: progressBar(process.stdout) },
    );
    console.log('\nsource            added  updated  withdrawn  rejected  result');
    for (const result of results) {
      const s = result.ok ? result.summary : null;
      console.log(
        `${result.source.padEnd(16)} ${String(s?.added ?? '-').padStart(6)} ${String(s?.updated ?? '-').padStart(8)} ${String(s?.withdrawn ?? '-').padStart(10)} ${String(s?.rejected.length ?? '-').padStart(9)}  ${result.ok ? `ok (${result.attempts} attempt${result.attempts > 1 ? 's' : ''})` : `failed: ${result.error}`}`,
      );
    }
    console.log(
      `summary: added ${totals.added}, updated ${totals.updated}, withdrawn ${totals.withdrawn}, rejected ${totals.rejected}` +
        (totals.failedSources.length ? `; failed: ${totals.failedSources.join(', ')}` : ''),
    );
    process.exitCode = totals.failedSources.length > 0 ? 1 : 0;
    if (demo.size > 0) {
      console.log(
        '\ndeliveries (each connector asks its source about one order as the fake moves it):',
      );
      const lines = await demoDeliveries(
        connectors.flatMap((connector) => {
          const fake = demo.get(connector.source);
          return fake ? [{ connector, ...fake }] : [];
        }),
      );
      for (const line of lines) console.log(line);
    }
  }
} finally {
  for (const close of closers) await close();
  await database.close();
}
