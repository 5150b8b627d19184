// `npm run bench:onsale`: an on-sale behind the waiting room. 10,000 simulated fans queue for a
// 2,000-seat event on two server copies sharing one throwaway PostgreSQL database; the room admits
// 20 a second; each admitted fan holds a seat and pays. Reports the admitted rate against the
// setting, oversell, 5xx, p99 of hold and payment, and the throughput of a bare route and of
// another event's page before and during the on-sale (the same run's baseline).
//
// Bounded: a 10,000-fan queue at 20 a second takes 500 s to drain, so the run measures a window of
// admissions at the set rate (BENCH_ONSALE_WINDOW seconds, 40 by default) with the whole queue
// waiting and polling behind it, and says so; the fans not reached by then are left waiting.
import { randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { listings } from '@reprise/db/schema/listings';
import { waitingRoomFans } from '@reprise/db/schema/waiting-room';
import { createTestDatabase } from '@reprise/db/testing/test-database';
import type { WaitingRoomStatus } from '@reprise/domain/schemas/waiting-room';
import { nextPollMs } from '@reprise/domain/waiting-room/waiting-room-rules';
import autocannon from 'autocannon';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  eventWithListings,
  TEST_TOKEN,
} from '../apps/api/src/test-support/checkout/checkout-fixtures';
import { createBuyer } from '../apps/api/src/test-support/sessions';
import { type RunningServer, startServer } from '../e2e/support/server';
import { durationFromEnv } from './lib/bench-env';
import { cpuBetween, cpuSnapshot, formatCores } from './lib/cpu-split';
import { DISCARD_BODIES_MODULE } from './lib/discard-bodies';
import { runBenchmark, writeResults } from './lib/results';
import { percentile } from './lib/run-autocannon';

const FANS = Number(process.env.BENCH_ONSALE_FANS || 10_000);
const SEATS = 2_000;
const SEATS_PER_LISTING = 10;
const RATE = 20;
const WINDOW_S = Number(process.env.BENCH_ONSALE_WINDOW || 40);
const WARM_S = 3;
const OPERATOR_KEY = `bench-operator-${randomBytes(16).toString('hex')}`;
const PASSWORD = 'Encore#2026';
const JOIN_CONCURRENCY = 96;
const POLL_CONCURRENCY = 48;
const BARS = { rateTolerance: 0.1, p99Ms: 250, pageShareOfBaseline: 0.8 };

interface Fan {
  ip: string;
  cookies: Map<string, string>;
  nextPollAt: number;
  /** A status poll of this fan is on its way: the next one waits for its answer. */
  polling: boolean;
  state: 'waiting' | 'admitted' | 'done';
}

/** One timed call: how long it took and when it started (to tell the browsing flood's share). */
interface Sample {
  ms: number;
  at: number;
  /** The copy's own time on the answer (its Server-Timing header). */
  serverMs: number;
}

const stats = {
  requests: 0,
  fiveXx: 0,
  other4xx: new Map<string, number>(),
  holds: [] as Sample[],
  payments: [] as Sample[],
  paid: 0,
  seatsTaken: 0,
  soldOutRetries: 0,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let ipCounter = 0;
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function cookieHeader(fan: Fan): string {
  return [...fan.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function keepCookies(fan: Fan, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) fan.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

/** One API call of a fan (to a copy picked at random: no stickiness), counted. */
async function call(
  copies: readonly RunningServer[],
  fan: Fan,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const copy = copies[Math.floor(Math.random() * copies.length)]!;
  const start = performance.now();
  const response = await fetch(`${copy.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': fan.ip,
      cookie: cookieHeader(fan),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const ms = performance.now() - start;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  keepCookies(fan, response);
  stats.requests++;
  if (response.status >= 500) stats.fiveXx++;
  const serverMs = Number(
    /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0,
  );
  return { status: response.status, body, ms, at: start, serverMs };
}

function count4xx(code: unknown) {
  const key = String(code);
  stats.other4xx.set(key, (stats.other4xx.get(key) ?? 0) + 1);
}

/** An admitted fan's checkout: a hold on a listing with seats left, then the payment. */
async function checkout(
  copies: readonly RunningServer[],
  fan: Fan,
  listingIds: number[],
  buyerToken: string,
) {
  const sessionId = randomUUID();
  for (let attempt = 0; attempt < 5; attempt++) {
    const listingId = listingIds[Math.floor(Math.random() * listingIds.length)]!;
    const hold = await call(copies, fan, '/api/holds', {
      method: 'POST',
      body: { listingId, quantity: 1, sessionId },
    });
    stats.holds.push({ ms: hold.ms, at: hold.at, serverMs: hold.serverMs });
    if (hold.status === 409) {
      stats.soldOutRetries++;
      continue;
    }
    if (hold.status !== 201) {
      count4xx((hold.body as { code?: string }).code ?? hold.status);
      return;
    }
    stats.seatsTaken++;
    const holdId = (hold.body as { data: { id: number } }).data.id;
    const pay = await call(copies, fan, '/api/setpaymentProcess', {
      method: 'POST',
      headers: { authorization: `Bearer ${buyerToken}`, 'idempotency-key': randomUUID() },
      body: {
        holdId,
        sessionId,
        paymentToken: TEST_TOKEN,
        contact: { first_name: 'Alex', last_name: 'Rivera', email: 'alex@example.com' },
      },
    });
    stats.payments.push({ ms: pay.ms, at: pay.at, serverMs: pay.serverMs });
    const status = (pay.body as { data?: { responseData?: { status?: string } } }).data
      ?.responseData?.status;
    if (pay.status === 200 && status === 'success') stats.paid++;
    else count4xx((pay.body as { code?: string }).code ?? `${pay.status} ${status}`);
    return;
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The most samples started within any one second. */
function busiestSecond(samples: readonly Sample[]): number {
  const starts = samples.map((s) => s.at).sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < starts.length; last++) {
    while (starts[last]! - starts[first]! >= 1_000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const p99 = (samples: readonly Sample[], of: (s: Sample) => number = (s) => s.ms) =>
  percentile(Float64Array.from(samples, of).sort(), 99);
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

interface Browsing {
  requestsPerSec: number;
  p99: number;
  fiveXx: number;
}

/**
 * Closed-loop load on one path from a worker thread (autocannon's workers mode), so neither the
 * load nor its timing competes with the fans simulated on this thread.
 */
function browse(url: string, seconds: number, headers?: Record<string, string>) {
  // `workers` is autocannon 8's, outside the slice of its API bench/lib/autocannon.d.ts declares.
  const options = {
    url,
    connections: 4,
    workers: 1,
    duration: seconds,
    headers,
    // Decoding each page into a string took the load more CPU than the copy spent answering it.
    setupClient: DISCARD_BODIES_MODULE,
  };
  return new Promise<Browsing>((resolve, reject) => {
    autocannon(options, (error, result) =>
      error
        ? reject(error)
        : resolve({
            requestsPerSec: result.requests.average,
            p99: result.latency.p99,
            fiveXx: result['5xx'],
          }),
    );
  });
}

async function measureBrowsing(copy: RunningServer, otherPath: string, seconds: number) {
  const bare = await browse(`${copy.baseUrl}/api/bench/bare`, seconds);
  const page = await browse(`${copy.baseUrl}${otherPath}`, seconds, PAGE_HEADERS);
  return { bare, page };
}

async function main(): Promise<number> {
  process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const seconds = durationFromEnv();
  console.log('creating a throwaway PostgreSQL database (test data) ...');
  const database = await createTestDatabase();
  const db = database.handle.db;
  const url = (database.handle.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  const copies: RunningServer[] = [];
  try {
    const onSale = await eventWithListings(
      db,
      Array.from({ length: SEATS / SEATS_PER_LISTING }, (_, i) => ({
        section: `S${i + 1}`,
        quantity: SEATS_PER_LISTING,
        priceMinor: 6_000,
        currency: 'GBP',
      })),
    );
    const other = await eventWithListings(
      db,
      [{ section: 'A', quantity: 20, priceMinor: 4_000, currency: 'GBP' }],
      1,
    );
    console.log('starting two server copies on that database ...');
    const env = {
      DATABASE_URL: url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      OPERATOR_API_KEY: OPERATOR_KEY,
      SEED_DEMO_DATA: 'false',
      BENCH_BARE_ROUTE: '1',
      // Every simulated fan has an address of its own (X-Forwarded-For), as on a real on-sale.
      TRUST_PROXY: 'true',
      REPRISE_TEST_HOOKS: '0',
    };
    copies.push(
      ...(await Promise.all([
        startServer({ dataFrom: null, env }),
        startServer({ dataFrom: null, env }),
      ])),
    );
    const [a] = copies as [RunningServer, RunningServer];
    const eventPath = async (id: number) =>
      ((await (await fetch(`${a.baseUrl}/api/events/${id}`)).json()) as { data: { path: string } })
        .data.path;
    const otherPath = await eventPath(other.eventId);

    const buyers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `onsale-${i}-${randomUUID().slice(0, 8)}@example.com`;
      await createBuyer(db, { email, password: PASSWORD });
      const response = await fetch(`${a.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      buyers.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken);
    }

    console.log(`baseline, no room on: bare route and ${otherPath}, ${seconds} s each`);
    await measureBrowsing(a, otherPath, 2);
    const before = await measureBrowsing(a, otherPath, seconds);

    // Long enough for the whole queue to join first on a busy machine (about 100 joins a second
    // were measured with both copies sharing two cores with other work).
    const joinSeconds = Math.max(30, Math.ceil(FANS / 100));
    const opensAt = new Date(Date.now() + joinSeconds * 1000);
    const on = await fetch(`${a.baseUrl}/api/waiting-room/events/${onSale.eventId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ opensAt, admitPerSecond: RATE }),
    });
    if (on.status !== 200) throw new Error(`turning the room on: ${on.status} ${await on.text()}`);
    console.log(
      `room on: opens at ${opensAt.toISOString()}, ${RATE} a second; ${FANS} fans join ...`,
    );
    const fans: Fan[] = Array.from({ length: FANS }, () => ({
      ip: nextIp(),
      cookies: new Map(),
      nextPollAt: 0,
      polling: false,
      state: 'waiting',
    }));
    const joinStart = performance.now();
    await pool(fans, JOIN_CONCURRENCY, async (fan) => {
      const answer = await call(copies, fan, `/api/waiting-room/events/${onSale.eventId}/status`);
      const status = (answer.body as { data?: WaitingRoomStatus }).data;
      fan.nextPollAt = Date.now() + nextPollMs(status?.estimatedWaitSeconds ?? null);
    });
    const joinedBeforeOpening = Date.now() < opensAt.getTime();
    console.log(
      `${FANS} fans joined in ${((performance.now() - joinStart) / 1000).toFixed(1)} s ` +
        `(${joinedBeforeOpening ? 'all before the opening: random places' : 'some after the opening'})`,
    );
    await sleep(Math.max(0, opensAt.getTime() - Date.now()));

    // Fans poll as the holding page does (every 2 s near the front, up to 30 s far back), each on
    // its own clock, as every fan's browser keeps its own; an admitted fan checks out at once.
    // At most POLL_CONCURRENCY polls are on their way at once (what this thread can send). Polling
    // in rounds that each waited for their slowest answer had put the fans in step: admissions
    // came to light in waves, 60-odd checkouts in half a second against 20 a second set, a load
    // no browser crowd makes.
    let running = true;
    const checkouts: Promise<void>[] = [];
    let polls = 0;
    let inFlight = 0;
    const poll = async (fan: Fan) => {
      const answer = await call(copies, fan, `/api/waiting-room/events/${onSale.eventId}/status`);
      polls++;
      const status = (answer.body as { data?: WaitingRoomStatus }).data;
      if (status?.state === 'admitted') {
        fan.state = 'admitted';
        const token = buyers[Math.floor(Math.random() * buyers.length)]!;
        checkouts.push(
          checkout(copies, fan, onSale.ids, token).finally(() => {
            fan.state = 'done';
          }),
        );
      } else {
        fan.nextPollAt = Date.now() + nextPollMs(status?.estimatedWaitSeconds ?? null);
      }
    };
    const simulate = (async () => {
      // Where the next scan starts, so a full set of polls on their way does not always favour
      // the fans at the front of the array.
      let from = 0;
      while (running) {
        const now = Date.now();
        for (let seen = 0; seen < fans.length && inFlight < POLL_CONCURRENCY; seen++) {
          const fan = fans[(from + seen) % fans.length]!;
          if (fan.state !== 'waiting' || fan.polling || fan.nextPollAt > now) continue;
          fan.polling = true;
          inFlight++;
          void poll(fan)
            .catch((error: unknown) => {
              // A poll that got no answer at all: counted, and tried again as the page would.
              count4xx(`no answer: ${String(error)}`);
              fan.nextPollAt = Date.now() + nextPollMs(null);
            })
            .finally(() => {
              fan.polling = false;
              inFlight--;
            });
        }
        from = (from + 997) % fans.length;
        await sleep(20);
      }
      while (inFlight > 0) await sleep(20);
    })();

    await sleep(WARM_S * 1000);
    const windowFrom = new Date();
    const pids = { bench: process.pid, copy1: copies[0]!.pid, copy2: copies[1]!.pid };
    // The bench process includes the browsing load's worker thread; its main thread is the fans.
    const threads = { 'bench fans thread (in bench)': `${process.pid}/task/${process.pid}` };
    const cpuFrom = await cpuSnapshot(pids, threads);
    // The fans' answers are timed on this thread: its own delay is part of every sample.
    const fansLoop = monitorEventLoopDelay({ resolution: 10 });
    fansLoop.enable();
    const floodFrom = performance.now();
    console.log(`measuring a ${WINDOW_S} s window of admissions; browsing meanwhile ...`);
    const during = await measureBrowsing(a, otherPath, Math.min(seconds, (WINDOW_S - 2) / 2));
    const floodTo = performance.now();
    const cpuFlood = await cpuSnapshot(pids, threads);
    await sleep(Math.max(0, windowFrom.getTime() + WINDOW_S * 1000 - Date.now()));
    const windowTo = new Date();
    fansLoop.disable();
    const cpuTo = await cpuSnapshot(pids, threads);
    running = false;
    await simulate;
    await Promise.all(checkouts);

    const [admittedRow] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitingRoomFans)
      .where(
        and(
          eq(waitingRoomFans.eventId, onSale.eventId),
          gte(waitingRoomFans.admittedAt, windowFrom),
          lt(waitingRoomFans.admittedAt, windowTo),
        ),
      );
    const windowSeconds = (windowTo.getTime() - windowFrom.getTime()) / 1000;
    const admittedRate = (admittedRow?.n ?? 0) / windowSeconds;
    const [waitingRow] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitingRoomFans)
      .where(and(eq(waitingRoomFans.eventId, onSale.eventId), sql`admitted_at is null`));
    const oversold = await db.execute<{ listing_id: number; sold: number; quantity: number }>(sql`
      select l.id as listing_id, l.quantity, coalesce(sum(h.quantity), 0)::int as sold
      from ${listings} l left join holds h on h.listing_id = l.id and h.converted_at is not null
      where l.event_id = ${onSale.eventId}
      group by l.id, l.quantity having coalesce(sum(h.quantity), 0) > l.quantity`);
    const oversoldRows = (oversold as unknown as { rows: unknown[] }).rows.length;
    const fiveXx =
      stats.fiveXx +
      before.bare.fiveXx +
      before.page.fiveXx +
      during.bare.fiveXx +
      during.page.fiveXx;
    const holdP99 = p99(stats.holds);
    const payP99 = p99(stats.payments);
    // A diagnostic, not the bar: the bar is over every sample, wherever it fell.
    const inFlood = (s: Sample) => s.at >= floodFrom && s.at < floodTo;
    const split = (samples: readonly Sample[]) => ({
      flood: { n: samples.filter(inFlood).length, p99: p99(samples.filter(inFlood)) },
      quiet: {
        n: samples.filter((s) => !inFlood(s)).length,
        p99: p99(samples.filter((s) => !inFlood(s))),
      },
    });
    const holdSplit = split(stats.holds);
    const paySplit = split(stats.payments);
    const cpuDuringFlood = cpuBetween(cpuFrom, cpuFlood);
    const cpuAfterFlood = cpuBetween(cpuFlood, cpuTo);
    const shareBefore = before.page.requestsPerSec / before.bare.requestsPerSec;
    const shareDuring = during.page.requestsPerSec / during.bare.requestsPerSec;

    const line = (label: string, r: Browsing) =>
      `  ${label.padEnd(28)} ${r.requestsPerSec.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1)} ms`;
    console.log('\n--- on-sale behind the waiting room (two copies, one PostgreSQL) ---');
    console.log(
      `queue: ${FANS} fans for ${SEATS} seats; measured a ${windowSeconds.toFixed(1)} s window of ` +
        `admissions (not the ${Math.ceil(FANS / RATE)} s a full drain takes); ${waitingRow?.n ?? 0} still waiting at the end`,
    );
    console.log(
      `admitted: ${admittedRate.toFixed(2)} a second (setting ${RATE}; bar within ${BARS.rateTolerance * 100}%)`,
    );
    console.log(
      `checkouts: ${stats.seatsTaken} holds, ${stats.paid} paid, ${stats.soldOutRetries} seat races retried; ` +
        `hold p99 ${holdP99.toFixed(1)} ms, payment p99 ${payP99.toFixed(1)} ms (bar ≤ ${BARS.p99Ms} ms)`,
    );
    console.log(
      `status polls during the window: ${polls}; API calls by fans in all: ${stats.requests}`,
    );
    console.log(`refusals: ${JSON.stringify(Object.fromEntries(stats.other4xx))}`);
    console.log(
      `holds asked for in the busiest second: ${busiestSecond(stats.holds)} ` +
        `(the room admits ${RATE} a second)`,
    );
    const serverP99 = (samples: readonly Sample[]) => p99(samples, (s) => s.serverMs).toFixed(1);
    console.log(
      `the copies' own time (Server-Timing), p99: hold ${serverP99(stats.holds)} ms, ` +
        `payment ${serverP99(stats.payments)} ms`,
    );
    console.log(
      `the fans' thread's own event-loop delay (part of every timing above): p99 ` +
        `${(fansLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(fansLoop.max / 1e6).toFixed(1)} ms`,
    );
    const splitLine = (name: string, s: ReturnType<typeof split>) =>
      `  ${name}: while browsing ${s.flood.p99.toFixed(1)} ms (${s.flood.n}), ` +
      `after it ${s.quiet.p99.toFixed(1)} ms (${s.quiet.n})`;
    console.log('p99 by phase of the window (diagnostic; the bar counts every sample):');
    console.log(splitLine('hold', holdSplit));
    console.log(splitLine('payment', paySplit));
    console.log('CPU in cores (2 on this machine), by process:');
    console.log(`  while browsing: ${formatCores(cpuDuringFlood)}`);
    console.log(`  after it:       ${formatCores(cpuAfterFlood)}`);
    console.log(`oversold listings: ${oversoldRows}; 5xx: ${fiveXx}`);
    console.log('browsing, copy 1 (4 connections each, from a worker thread):');
    console.log(line('before: bare route', before.bare));
    console.log(line(`before: ${otherPath.slice(0, 18)}…`, before.page));
    console.log(line('during: bare route', during.bare));
    console.log(line(`during: ${otherPath.slice(0, 18)}…`, during.page));
    console.log(
      `another event's page as a share of the bare route: ${(shareBefore * 100).toFixed(1)}% before, ` +
        `${(shareDuring * 100).toFixed(1)}% during (bar: during ≥ ${BARS.pageShareOfBaseline * 100}% of before)`,
    );
    const misses = [
      Math.abs(admittedRate - RATE) > RATE * BARS.rateTolerance && 'admitted rate',
      oversoldRows > 0 && 'oversell',
      fiveXx > 0 && '5xx',
      holdP99 > BARS.p99Ms && 'hold p99',
      payP99 > BARS.p99Ms && 'payment p99',
      shareDuring < shareBefore * BARS.pageShareOfBaseline && 'browsing throughput',
    ].filter(Boolean);
    console.log(misses.length ? `MISSES: ${misses.join(', ')}` : 'meets every bar');
    await writeResults('onsale-', {
      fans: FANS,
      seats: SEATS,
      rate: RATE,
      windowSeconds,
      admittedRate,
      holds: stats.seatsTaken,
      paid: stats.paid,
      holdP99,
      payP99,
      fiveXx,
      oversoldRows,
      refusals: Object.fromEntries(stats.other4xx),
      holdSplit,
      paySplit,
      cpuDuringFlood,
      cpuAfterFlood,
      before,
      during,
    });
    return misses.length ? 1 : 0;
  } finally {
    await Promise.all(copies.map((copy) => copy.stop()));
    await database.dispose();
  }
}

runBenchmark(main);
