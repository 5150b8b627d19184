// `npm run bench:alerts`: one source push of 1,000 listings against 10,000 open price alerts on
// its events. The push answers before any matching (the job queue runs it after the commit); the
// figures are the push's own answer time, the match job's time to find and claim the answered
// alerts (the bar: under 2 s), and the time until its mails are written. Runs on the embedded
// database by default (the in-process runner), on PostgreSQL with pg-boss when TEST_DATABASE_URL
// is set.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { priceAlerts } from '@reprise/db/schema/alerts';
import { buyers } from '@reprise/db/schema/identity';
import { createTestDatabase } from '@reprise/db/testing/test-database';
import { buildTestApi } from '../apps/api/src/test-support/build-test-api';
import { eventWithListings } from '../apps/api/src/test-support/checkout/checkout-fixtures';
import {
  TEST_SOURCE_KEYS,
  testSourcesConfig,
} from '../apps/api/src/test-support/sources/source-test-support';
import { runBenchmark, writeResults } from './lib/results';

const EVENTS = 10;
const LISTINGS = 1_000;
const ALERTS = 10_000;
const FANS = 1_000;
const BAR_MS = 2_000;
const OPERATOR_KEY = 'operator-key-for-the-alerts-bench-0123456789';
const ZONES = ['lower', 'upper', 'club'] as const;

// A fixed sequence, so every run matches the same alerts.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const MAP = {
  width: 400,
  height: 300,
  zones: ZONES.map((id, rank) => ({ id, name: `Zone ${id}`, rank: rank + 1 })),
  sections: ZONES.map((zoneId, i) => ({
    id: `s-${zoneId}`,
    name: `Section ${zoneId}`,
    zoneId,
    shape: { type: 'rect', x: 10 + i * 120, y: 10, width: 100, height: 80 },
  })),
};

function listingRows(eventIds: readonly number[], priceOf: (i: number) => number) {
  return Array.from({ length: LISTINGS }, (_, i) => ({
    externalId: `bench-${i}`,
    eventId: eventIds[i % eventIds.length]!,
    section: `Section ${ZONES[i % ZONES.length]}`,
    row: 'A',
    quantity: 2 + (i % 7),
    splitRule: i % 5 === 0 ? 3 : undefined,
    ticketTypeId: 1,
    priceMinor: priceOf(i),
    feesMinor: 500,
    taxRateBp: 2_000,
    currency: i % 4 === 0 ? 'USD' : 'GBP',
  }));
}

async function main(): Promise<number> {
  const database = await createTestDatabase();
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildTestApi(database.handle, {
    sources: testSourcesConfig(),
    operatorApiKey: OPERATOR_KEY,
    logger: { level: 'info', stream },
    mail: {
      outboxDir: join(mkdtempSync(join(tmpdir(), 'reprise-alerts-bench-')), 'outbox'),
      from: 'Reprise <no-reply@reprise.local>',
    },
  });
  const db = database.handle.db;
  const push = async (rows: unknown[]) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/insert/myticketslisting',
      payload: { listings: rows },
      headers: { authorization: `Bearer ${TEST_SOURCE_KEYS.mytickets}` },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`push: ${response.statusCode} ${response.body}`);
    return ms;
  };
  try {
    console.log(
      `seeding ${EVENTS} events, ${LISTINGS} listings, ${ALERTS} alerts of ${FANS} fans ...`,
    );
    const eventIds: number[] = [];
    for (let nth = 0; nth < EVENTS; nth++) {
      const { eventId } = await eventWithListings(db, [], nth);
      eventIds.push(eventId);
      const map = await app.inject({
        method: 'POST',
        url: '/api/updateEventMap',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: { eventId, mapData: MAP },
      });
      if (map.statusCode !== 200) throw new Error(`map: ${map.body}`);
    }
    // The listings exist before the alerts: the measured push changes them all.
    await push(listingRows(eventIds, () => 90_000));
    await app.alertJobs.idle();
    const fans = await db
      .insert(buyers)
      .values(
        Array.from({ length: FANS }, (_, i) => ({
          email: `bench.fan.${i}@example.com`,
          firstName: 'Bench',
          lastName: `Fan ${i}`,
        })),
      )
      .returning({ id: buyers.id });
    const alerts = Array.from({ length: ALERTS }, (_, i) => ({
      buyerId: fans[i % FANS]!.id,
      eventId: pick(eventIds),
      quantity: 1 + Math.floor(random() * 4),
      zoneId: random() < 0.7 ? pick(ZONES) : null,
      section: null,
      // £10–£50 against listings from about £30 all-in: some answer, each alert reads the listings
      // under its target, and the mails (an MJML render each) stay a minority of the run.
      targetMinor: 1_000 + Math.floor(random() * 4_000),
      currency: random() < 0.8 ? 'GBP' : 'EUR',
    }));
    for (let i = 0; i < alerts.length; i += 1_000) {
      await db.insert(priceAlerts).values(alerts.slice(i, i + 1_000));
    }

    console.log('pushing 1,000 changed listings ...');
    logLines.length = 0;
    const pushMs = await push(listingRows(eventIds, () => 2_000 + Math.floor(random() * 60_000)));
    const afterPush = performance.now();
    await app.alertJobs.idle();
    const jobMs = performance.now() - afterPush;
    const runs = logLines.filter((line) => line.msg === 'price alerts matched');
    const matchMs = runs.reduce((sum, run) => sum + Number(run.matchMs), 0);
    const matched = runs.reduce((sum, run) => sum + Number(run.matched), 0);
    const mailed = runs.reduce((sum, run) => sum + Number(run.mailed), 0);
    const checked = runs.reduce((sum, run) => sum + Number(run.alerts), 0);

    console.log(`\ndatabase: ${database.handle.kind}`);
    console.log(
      `push of ${LISTINGS} listings answered in ${pushMs.toFixed(0)} ms (no matching in it)`,
    );
    console.log(
      `match job: ${checked} alerts against the listings of ${EVENTS} events, ${matched} answered: ` +
        `found and claimed in ${matchMs.toFixed(0)} ms (bar < ${BAR_MS} ms) ${matchMs < BAR_MS ? 'meets' : 'MISSES'} the bar`,
    );
    console.log(
      `then ${mailed} mails rendered and written in ${(jobMs - matchMs).toFixed(0)} ms; ` +
        `job done ${jobMs.toFixed(0)} ms after the push answered`,
    );
    await writeResults('alerts-', {
      database: database.handle.kind,
      events: EVENTS,
      listings: LISTINGS,
      alerts: checked,
      matched,
      mailed,
      pushMs,
      matchMs,
      jobMs,
    });
    return checked === ALERTS && matchMs < BAR_MS ? 0 : 1;
  } finally {
    await app.close();
    await database.dispose();
  }
}

runBenchmark(main);
