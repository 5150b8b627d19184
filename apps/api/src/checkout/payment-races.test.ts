// Two payments that both read a promo's last use, or a buyer's unused first-order offer, before
// either writes its order: the order's statement (place_order, ADR 0010) counts the use under the
// row's lock, so one order gets it and the other is refused with nothing written and its
// authorization voided.
import { randomUUID } from 'node:crypto';
import { firstOrderOffers } from '@reprise/db/schema/identity';
import { orders, promoCodes } from '@reprise/db/schema/orders';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizeRequest, PaymentProvider } from '../payments/payment-provider';
import { SandboxProvider } from '../payments/sandbox-provider';
import type { DomainError } from '../platform/errors/domain-error';
import {
  eventWithListings,
  holdPayment,
  trustedHold,
} from '../test-support/checkout/checkout-fixtures';
import { CountingGateway } from '../test-support/checkout/counting-gateway';
import { testCheckoutContext } from '../test-support/checkout/test-context';
import { createBuyer } from '../test-support/sessions';
import { findHoldById } from './hold-queries';
import { createHold } from './hold-service';
import { payForHold } from './payment-service';

const SECRET = 'payment-races-secret-of-at-least-32-chars';
const DAY = 24 * 60 * 60_000;

describe('payments racing for a promo’s last use or a first-order offer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  /** The sandbox, letting no authorization answer until two payments were authorized. */
  function bothAuthorizedFirst() {
    const sandbox = new SandboxProvider(database.handle.db);
    let arrived = 0;
    let bothIn: () => void = () => {};
    const both = new Promise<void>((resolve) => {
      bothIn = resolve;
    });
    const gateway: PaymentProvider = {
      name: sandbox.name,
      authorize: async (request: AuthorizeRequest) => {
        const result = await sandbox.authorize(request);
        if (++arrived === 2) bothIn();
        await both;
        return result;
      },
      retrieve: (id) => sandbox.retrieve(id),
      capture: (id) => sandbox.capture(id),
      void: (id) => sandbox.void(id),
      refund: (request) => sandbox.refund(request),
    };
    return new CountingGateway(gateway);
  }

  async function twoHolds(nth: number) {
    const { ids } = await eventWithListings(
      database.handle.db,
      [
        { section: 'A', quantity: 4, priceMinor: 5_000, currency: 'GBP' },
        { section: 'B', quantity: 4, priceMinor: 5_000, currency: 'GBP' },
      ],
      nth,
    );
    const ctx = testCheckoutContext(database.handle);
    return Promise.all(ids.map(async (id) => (await createHold(ctx, trustedHold(id, 1))).hold));
  }

  async function payBoth(
    payments: ReturnType<typeof holdPayment>[],
    gateway: CountingGateway,
  ): Promise<{ paid: number[]; refused: DomainError[] }> {
    const ctx = testCheckoutContext(database.handle, gateway);
    const results = await Promise.allSettled(payments.map((payment) => payForHold(ctx, payment)));
    const paid: number[] = [];
    const refused: DomainError[] = [];
    for (const result of results) {
      if (result.status === 'rejected') refused.push(result.reason as DomainError);
      else {
        expect(result.value.answer.status).toBe('success');
        paid.push(result.value.orderId!);
      }
    }
    return { paid, refused };
  }

  it('sells a promo’s last use once: the other payment is refused and voided, its hold kept', async () => {
    const db = database.handle.db;
    const code = `LAST${randomUUID().slice(0, 6).toUpperCase()}`;
    await db.insert(promoCodes).values({
      code,
      amountType: 'PERCENTAGE',
      discountPercentage: 50,
      maxUses: 1,
    });
    const holds = await twoHolds(0);
    const buyers = await Promise.all(
      [0, 1].map((i) => createBuyer(db, { email: `promo-${i}-${randomUUID()}@example.com` })),
    );
    const gateway = bothAuthorizedFirst();
    const { paid, refused } = await payBoth(
      holds.map((hold, i) => {
        const payment = holdPayment(hold, buyers[i]!.id, SECRET);
        return { ...payment, body: { ...payment.body, promoCode: code } };
      }),
      gateway,
    );
    expect(paid).toHaveLength(1);
    expect(refused.map((error) => [error.code, error.field])).toEqual([
      ['PROMO_USED_UP', 'promoCode'],
    ]);
    expect(gateway.voids).toBe(1);
    const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(promo?.usedCount).toBe(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, paid[0]!));
    expect(order?.promoCode).toBe(code);
    const unsold = holds.find((hold) => hold.id !== order!.holdId)!;
    expect((await findHoldById(db, unsold.id))?.convertedAt).toBeNull();
  });

  it('gives the first-order discount once: the other payment is refused and voided', async () => {
    const db = database.handle.db;
    const holds = await twoHolds(1);
    const buyer = await createBuyer(db, { email: `first-${randomUUID()}@example.com` });
    await db.insert(firstOrderOffers).values({
      buyerId: buyer.id,
      discountPercent: 10,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * DAY),
    });
    const gateway = bothAuthorizedFirst();
    const { paid, refused } = await payBoth(
      holds.map((hold) => holdPayment(hold, buyer.id, SECRET)),
      gateway,
    );
    expect(paid).toHaveLength(1);
    expect(refused.map((error) => [error.code, error.field])).toEqual([
      ['VALIDATION_FAILED', 'firstOrderDiscount'],
    ]);
    expect(gateway.voids).toBe(1);
    const written = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.holdId,
          holds.map((hold) => hold.id),
        ),
      );
    expect(written.map((order) => order.firstOrderDiscount)).toEqual([true]);
    const [offer] = await db
      .select()
      .from(firstOrderOffers)
      .where(eq(firstOrderOffers.buyerId, buyer.id));
    expect(offer?.usedAt).toBeInstanceOf(Date);
  });
});
