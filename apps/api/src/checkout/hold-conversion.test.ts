// The order's transaction checks the hold again, under the listing's lock, in the statement that
// marks it sold (ADR 0010): a hold that ended while the card was being authorized, or that another
// payment of the same hold sold meanwhile, is refused there with nothing charged.

import type { Db } from '@reprise/db/client';
import { orders } from '@reprise/db/schema/orders';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { HOLD_MS } from '@reprise/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizeRequest, PaymentProvider } from '../payments/payment-provider';
import { SandboxProvider } from '../payments/sandbox-provider';
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
import { type PaymentOutcome, payForHold } from './payment-service';

const SECRET = 'hold-conversion-secret-of-at-least-32-chars';

/** The sandbox, running `meanwhile` once a payment is authorized and before its answer returns. */
function gatewayWith(db: Db, meanwhile: () => Promise<void> | void): PaymentProvider {
  const sandbox = new SandboxProvider(db);
  return {
    name: sandbox.name,
    authorize: async (request: AuthorizeRequest) => {
      const result = await sandbox.authorize(request);
      await meanwhile();
      return result;
    },
    retrieve: (id) => sandbox.retrieve(id),
    capture: (id) => sandbox.capture(id),
    void: (id) => sandbox.void(id),
    refund: (request) => sandbox.refund(request),
  };
}

describe('the hold checked again as the order is written', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  let nth = 0;
  async function heldSeat(now: () => Date) {
    const db = database.handle.db;
    const { ids } = await eventWithListings(
      db,
      [{ section: 'A', quantity: 4, priceMinor: 5_000, currency: 'GBP' }],
      nth++,
    );
    const ctx = { ...testCheckoutContext(database.handle), now };
    const { hold } = await createHold(ctx, trustedHold(ids[0]!, 1));
    const buyer = await createBuyer(db, { email: `conversion-${hold.sessionId}@example.com` });
    return { hold, buyerId: buyer.id };
  }

  const ordersOf = (holdId: number) =>
    database.handle.db.select().from(orders).where(eq(orders.holdId, holdId));

  it('refuses a hold that ended while the card was authorized, and voids the charge', async () => {
    let clock = new Date();
    const { hold, buyerId } = await heldSeat(() => clock);
    const gateway = new CountingGateway(
      gatewayWith(database.handle.db, () => {
        clock = new Date(clock.getTime() + HOLD_MS + 1_000);
      }),
    );
    const ctx = { ...testCheckoutContext(database.handle, gateway), now: () => clock };
    await expect(payForHold(ctx, holdPayment(hold, buyerId, SECRET))).rejects.toMatchObject({
      code: 'HOLD_EXPIRED',
    });
    expect(await ordersOf(hold.id)).toHaveLength(0);
    expect((await findHoldById(database.handle.db, hold.id))?.convertedAt).toBeNull();
    expect({ voids: gateway.voids, captures: gateway.captures }).toEqual({ voids: 1, captures: 0 });
  });

  it('sells a hold paid twice at once (two keys) once, and voids the other charge', async () => {
    const { hold, buyerId } = await heldSeat(() => new Date());
    // Both payments get past the first check of the hold before either writes its order.
    let arrived = 0;
    let bothIn: () => void = () => {};
    const both = new Promise<void>((resolve) => {
      bothIn = resolve;
    });
    const gateway = new CountingGateway(
      gatewayWith(database.handle.db, () => {
        if (++arrived === 2) bothIn();
        return both;
      }),
    );
    const ctx = testCheckoutContext(database.handle, gateway);
    const results = await Promise.allSettled([
      payForHold(ctx, holdPayment(hold, buyerId, SECRET)),
      payForHold(ctx, holdPayment(hold, buyerId, SECRET)),
    ]);
    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(paid).toHaveLength(1);
    expect(refused.map((r) => (r.reason as { code?: string }).code)).toEqual(['HOLD_EXPIRED']);
    expect(await ordersOf(hold.id)).toHaveLength(1);
    // The capture the route runs after the answer.
    await (paid[0] as PromiseFulfilledResult<PaymentOutcome>).value.afterAnswer?.();
    expect({ voids: gateway.voids, captures: gateway.captures }).toEqual({ voids: 1, captures: 1 });
  });
});
