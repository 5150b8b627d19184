// `tsx bench/payment-latency.ts`: the latency of POST /api/setpaymentProcess alone, on PostgreSQL,
// one payment after another (PAYMENTS, 200 by default), p50 and p99. With BUSY_MS set, the event
// loop is kept busy meanwhile (each turn spends BUSY_MS on the CPU, as an on-sale's page renders
// do), so every round trip the answer waits for in sequence costs a turn: the on-sale's shape,
// without its load generator. Holds are taken outside the timing; the work after each answer
// (capture, mail) finishes before the next payment starts.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '@reprise/db/testing/test-database';
import { createHold } from '../apps/api/src/checkout/hold-service';
import { buildTestApi } from '../apps/api/src/test-support/build-test-api';
import {
  eventWithListings,
  TEST_CONTACT,
  TEST_TOKEN,
  trustedHold,
} from '../apps/api/src/test-support/checkout/checkout-fixtures';
import { testCheckoutContext } from '../apps/api/src/test-support/checkout/test-context';
import {
  createBuyer,
  GOOD_PASSWORD,
  signInAsApiClient,
} from '../apps/api/src/test-support/sessions';
import { percentile } from './lib/run-autocannon';

const PAYMENTS = Number(process.env.PAYMENTS ?? 200);
const WARMUP = 20;
const BUSY_MS = Number(process.env.BUSY_MS ?? 0);
const SEATS_PER_LISTING = 10;

process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const database = await createTestDatabase();
const app = await buildTestApi(database.handle);
let spinning = BUSY_MS > 0;
try {
  const total = PAYMENTS + WARMUP;
  const { ids } = await eventWithListings(
    database.handle.db,
    Array.from({ length: Math.ceil(total / SEATS_PER_LISTING) }, (_, i) => ({
      section: `S${i + 1}`,
      quantity: SEATS_PER_LISTING,
      priceMinor: 6_000,
      currency: 'GBP',
    })),
  );
  const email = `latency-${randomUUID().slice(0, 8)}@example.com`;
  await createBuyer(database.handle.db, { email, password: GOOD_PASSWORD });
  const { accessToken } = await signInAsApiClient(app, email, GOOD_PASSWORD);
  const ctx = testCheckoutContext(database.handle);

  if (spinning) {
    const spin = () => {
      if (!spinning) return;
      const end = performance.now() + BUSY_MS;
      while (performance.now() < end) {}
      setImmediate(spin);
    };
    setImmediate(spin);
  }

  const times: number[] = [];
  for (let i = 0; i < total; i++) {
    const { hold } = await createHold(ctx, trustedHold(ids[Math.floor(i / SEATS_PER_LISTING)]!, 1));
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      // The per-address payment budget is not what this measures.
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': randomUUID() },
      payload: {
        holdId: hold.id,
        sessionId: hold.sessionId,
        paymentToken: TEST_TOKEN,
        contact: TEST_CONTACT,
      },
    });
    const ms = performance.now() - started;
    if (response.json().data?.responseData?.status !== 'success') {
      throw new Error(`payment ${i} failed: ${response.body}`);
    }
    if (i >= WARMUP) times.push(ms);
    await app.backgroundWork.idle();
  }
  const sorted = Float64Array.from(times).sort();
  console.log(
    `${PAYMENTS} payments, busy loop ${BUSY_MS} ms/turn: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  spinning = false;
  await app.close();
  await database.dispose();
}
