import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { orderItems, orders } from '@reprise/db/schema/orders';
import { sandboxPayments } from '@reprise/db/schema/payments';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { MAX_SEATS_HELD_PER_BUYER } from '@reprise/domain/checkout/fair-holds';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import { SandboxProvider } from '../payments/public';
import type { DomainError } from '../platform/errors/domain-error';
import {
  activeHoldQuantities,
  eventWithListings,
  holdPayment,
  newSession,
  trustedHold,
} from '../test-support/checkout/checkout-fixtures';
import { pauseBeforeCapture, pauseBeforeOrderCommit } from '../test-support/checkout/commit-pause';
import { CountingGateway } from '../test-support/checkout/counting-gateway';
import { testCheckoutContext } from '../test-support/checkout/test-context';
import {
  installHoldInsertPause,
  lockFreeTakeHold,
  openConnections,
} from '../test-support/hold-race-support';
import { createBuyer } from '../test-support/sessions';
import { CAPTURE_GRACE_MS, sweepCaptures } from './capture-sweeper';
import { createHold } from './hold-service';
import { payForHold } from './payment-service';

const SECRET = 'pg-test-secret-0123456789abcdef0123456789';

// PGlite has one connection and never contends: these run on real PostgreSQL (npm run test:pg).
describe.runIf(process.env.TEST_DATABASE_URL)('checkout on PostgreSQL', () => {
  let db: TestDatabase;
  let wide: DatabaseHandle;
  // The same database through connections whose take_hold is a copy without the row lock.
  let lockFree: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    url = (db.handle.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    wide = await openDatabase({ url, maxConnections: 20 });
    // Every hold pauses 2 ms between its availability read and its write (a loaded server's
    // moment, made certain): the lock must hold the race off, and without it the race is lost.
    await installHoldInsertPause(wide, 2);
    lockFree = await lockFreeTakeHold(wide, url);
    // Every connection open before a race starts, so the racers start together.
    await openConnections(wide, 20);
    await openConnections(lockFree, 20);
  });
  afterAll(async () => {
    await lockFree?.close();
    await wide?.close();
    await db?.dispose();
  });

  /** Pays for the hold in a child process, which is SIGKILLed once it reaches `pause`. */
  async function payAndKill(
    hold: { id: number; sessionId: string },
    buyerId: number,
    pause: Awaited<ReturnType<typeof pauseBeforeOrderCommit>>,
  ): Promise<void> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../test-support/checkout/crash-payment-child.ts', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          CRASH_DATABASE_URL: url,
          CRASH_BUYER_ID: String(buyerId),
          CRASH_HOLD_ID: String(hold.id),
          CRASH_SESSION_ID: hold.sessionId,
          CRASH_KEY: randomUUID(),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const exited = new Promise<never>((_, reject) =>
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`))),
    );
    await Promise.race([pause.paused(), exited]);
    child.removeAllListeners('exit');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    await pause.release();
  }

  async function race(listingId: number, database: DatabaseHandle) {
    const ctx = testCheckoutContext(database);
    const results = await Promise.allSettled(
      Array.from({ length: 500 }, () => createHold(ctx, trustedHold(listingId, 1))),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        expect((result.reason as DomainError).code).toBe('SEATS_UNAVAILABLE');
      }
    }
    return results.filter((r) => r.status === 'fulfilled').map((r) => r.value.hold);
  }

  it('500 concurrent buyers of 100 seats hold exactly 100, then buy exactly 100', async () => {
    const { ids } = await eventWithListings(wide.db, [
      { section: 'A', quantity: 100, priceMinor: 5_000, currency: 'GBP' },
    ]);
    const won = await race(ids[0]!, wide);
    expect(won).toHaveLength(100);
    const [held] = await listingAvailability(wide.db, { listingIds: [ids[0]!] });
    expect(held).toMatchObject({ held: 100, sold: 0, available: 0 });

    const buyer = await createBuyer(wide.db, { email: `race-${randomUUID()}@example.com` });
    const ctx = testCheckoutContext(wide);
    const paid = await Promise.all(
      won.map((hold) => payForHold(ctx, holdPayment(hold, buyer.id, SECRET))),
    );
    expect(paid.every((p) => p.answer.status === 'success')).toBe(true);
    // The captures the route runs after the answers.
    await Promise.all(paid.map((p) => p.afterAnswer?.()));
    const [sold] = await listingAvailability(wide.db, { listingIds: [ids[0]!] });
    expect(sold).toMatchObject({ held: 0, sold: 100, available: 0 });
  });

  it('control: without the row lock the same race oversells (the test above can fail)', async () => {
    const { ids } = await eventWithListings(
      wide.db,
      [{ section: 'A', quantity: 100, priceMinor: 5_000, currency: 'GBP' }],
      1,
    );
    const won = await race(ids[0]!, lockFree);
    expect(won.length).toBeGreaterThan(100);
  });

  it('one buyer holding many listings of an event at once never holds more than 12 seats', async () => {
    const { ids, eventId } = await eventWithListings(
      wide.db,
      Array.from({ length: 8 }, (_, i) => ({
        section: `S${i}`,
        quantity: MAX_SEATS_HELD_PER_BUYER,
        priceMinor: 5_000,
        currency: 'GBP',
      })),
      4,
    );
    const buyer = await createBuyer(wide.db, { email: `cap-${randomUUID()}@example.com` });
    const ctx = testCheckoutContext(wide);
    // Anonymous-looking clients of one buyer: every tab its own session and address.
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, (_, i) =>
        createHold(ctx, {
          listingId: ids[i % ids.length]!,
          quantity: MAX_SEATS_HELD_PER_BUYER,
          sessionId: newSession(),
          buyerId: buyer.id,
          client: { ip: `10.0.0.${i}`, deviceId: randomUUID(), trusted: false },
          challenge: null,
        }),
      ),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        expect((result.reason as DomainError).code).toBe('SEATS_UNAVAILABLE');
      }
    }
    const active = await activeHoldQuantities(wide.db, buyer.id, eventId);
    const seats = active.reduce((sum, hold) => sum + hold.quantity, 0);
    expect(seats).toBeLessThanOrEqual(MAX_SEATS_HELD_PER_BUYER);
    expect(active).toHaveLength(1);
  });

  it('100 replays of one Idempotency-Key, concurrent and sequential, make one order and one charge', async () => {
    const { ids } = await eventWithListings(
      wide.db,
      [{ section: 'A', quantity: 10, priceMinor: 5_000, currency: 'GBP' }],
      2,
    );
    const gateway = new CountingGateway(new SandboxProvider(wide.db));
    const ctx = testCheckoutContext(wide, gateway);
    const { hold } = await createHold(ctx, trustedHold(ids[0]!, 2));
    const buyer = await createBuyer(wide.db, { email: `idem-${randomUUID()}@example.com` });
    const request = holdPayment(hold, buyer.id, SECRET);
    const concurrent = await Promise.allSettled(
      Array.from({ length: 50 }, () => payForHold(ctx, request)),
    );
    for (const result of concurrent) {
      if (result.status === 'rejected') {
        expect((result.reason as DomainError).code).toBe('IDEMPOTENCY_IN_PROGRESS');
      } else {
        expect(result.value.answer.status).toBe('success');
        // The capture the route runs after the answer (only the paying request has one).
        await result.value.afterAnswer?.();
      }
    }
    const answers = new Set<number | null>();
    for (let i = 0; i < 50; i++) {
      const outcome = await payForHold(ctx, request);
      answers.add(outcome.answer.orderId);
    }
    expect(answers.size).toBe(1);
    const [made] = await wide.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.buyerId, buyer.id));
    expect(made?.n).toBe(1);
    expect(gateway.authorizations).toBe(1);
    expect(gateway.captures).toBe(1);
  });

  it('a server killed mid-checkout leaves no order, and the seats come back at the hold’s expiry', async () => {
    const { ids } = await eventWithListings(
      wide.db,
      [{ section: 'A', quantity: 4, priceMinor: 5_000, currency: 'GBP' }],
      3,
    );
    const ctx = testCheckoutContext(wide);
    const { hold } = await createHold(ctx, trustedHold(ids[0]!, 4));
    const expiresAt = new Date(Date.now() + 8_000);
    await wide.db.update(holds).set({ expiresAt }).where(eq(holds.id, hold.id));
    const buyer = await createBuyer(wide.db, { email: `crash-${randomUUID()}@example.com` });
    await payAndKill(hold, buyer.id, await pauseBeforeOrderCommit(wide));

    const orderRows = await wide.db.select().from(orders).where(eq(orders.holdId, hold.id));
    expect(orderRows).toHaveLength(0);
    const items = await wide.db.select().from(orderItems).where(eq(orderItems.listingId, ids[0]!));
    expect(items).toHaveLength(0);
    const [stillHeld] = await listingAvailability(wide.db, { listingIds: [ids[0]!] });
    expect(stillHeld).toMatchObject({ held: 4, sold: 0, available: 0 });
    // No sweeper runs here: the timestamp alone frees the seats.
    const atExpiry = await listingAvailability(wide.db, { listingIds: [ids[0]!] }, expiresAt);
    expect(atExpiry[0]).toMatchObject({ held: 0, sold: 0, available: 4 });
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now() + 50)),
    );
    const [after] = await listingAvailability(wide.db, { listingIds: [ids[0]!] });
    expect(after).toMatchObject({ held: 0, available: 4 });
  });

  it('a server killed between the order and its capture captures after the restart, once', async () => {
    const { ids } = await eventWithListings(
      wide.db,
      [{ section: 'A', quantity: 4, priceMinor: 5_000, currency: 'GBP' }],
      4,
    );
    const { hold } = await createHold(testCheckoutContext(wide), trustedHold(ids[0]!, 2));
    const buyer = await createBuyer(wide.db, { email: `crash-${randomUUID()}@example.com` });
    // The order commits; the process dies as the sandbox captures (its write never commits).
    await payAndKill(hold, buyer.id, await pauseBeforeCapture(wide));

    const [order] = await wide.db.select().from(orders).where(eq(orders.holdId, hold.id));
    expect(order).toMatchObject({ capturedAt: null, captureAttempts: 0 });
    const payment = async () =>
      (
        await wide.db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, order!.paymentReference))
      )[0]!;
    expect((await payment()).status).toBe('authorized');

    // The restarted copy: a new provider and context on the same database, its sweep due.
    const gateway = new CountingGateway(new SandboxProvider(wide.db));
    const restarted = {
      ...testCheckoutContext(wide, gateway),
      now: () => new Date(Date.now() + CAPTURE_GRACE_MS + 1_000),
    };
    expect(await sweepCaptures(restarted)).toBe(1);
    expect(await sweepCaptures(restarted)).toBe(0);
    expect(gateway.captures).toBe(1);
    const [after] = await wide.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after?.capturedAt).toBeInstanceOf(Date);
    expect(await payment()).toMatchObject({ status: 'captured' });
    expect((await payment()).capturedAt).toBeInstanceOf(Date);
  });
});
