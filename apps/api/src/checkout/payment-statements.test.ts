// Round trips of one successful payment (POST /api/setpaymentProcess), before its answer and in
// the work after it (ADR 0010, "The order in one round trip"). On an on-sale every statement the
// answer waits for in sequence costs a pooled connection's wait and a turn of a busy event loop,
// so these counts are the payment's latency budget: a change that adds one should be deliberate.
// The statements it sends are checked against Drizzle's own reads of the same rows.
import { randomUUID } from 'node:crypto';
import { orderDeliveries, orderTimeline } from '@reprise/db/schema/delivery';
import { orderItems, orders, paymentRequests } from '@reprise/db/schema/orders';
import { sandboxPayments } from '@reprise/db/schema/payments';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRates } from '../money/public';
import { orderDeliveryStart } from '../orders/public';
import {
  eventWithListings,
  newSession,
  TEST_CONTACT,
  TEST_TOKEN,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { tallyStatements } from '../test-support/statement-counter';
import { useTestApi } from '../test-support/use-test-api';
import { findHoldById, findListingsByIds } from './hold-queries';
import { placeOrder, readPaymentFacts } from './payment-statements';
import { findPromoByCode } from './promo-queries';

describe('statements of a payment', () => {
  const api = useTestApi();

  async function signedInHold(nth: number, seats: { seatFrom: number; seatTo: number } | null) {
    const { ids } = await eventWithListings(
      api.db.handle.db,
      [{ section: 'P', quantity: 6, priceMinor: 4_000, currency: 'GBP', row: 'C', ...seats }],
      nth,
    );
    return holdOn(ids[0]!);
  }

  /** A new signed-in buyer's hold of 2 seats of the listing. */
  async function holdOn(listingId: number) {
    const email = `pay-count-${randomUUID().slice(0, 8)}@example.com`;
    const buyer = await createBuyer(api.db.handle.db, { email, password: GOOD_PASSWORD });
    const tokens = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const sessionId = newSession();
    const held = await api.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: auth,
      payload: { listingId, quantity: 2, sessionId },
    });
    expect(held.statusCode).toBe(201);
    return { auth, buyerId: buyer.id, holdId: held.json().data.id as number, sessionId };
  }

  const payFor = (held: Awaited<ReturnType<typeof holdOn>>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: { ...held.auth, 'idempotency-key': randomUUID() },
      payload: {
        holdId: held.holdId,
        sessionId: held.sessionId,
        paymentToken: TEST_TOKEN,
        contact: TEST_CONTACT,
      },
    });

  it('answers after 3 round trips in sequence and captures after the answer', async () => {
    const { auth, holdId, sessionId } = await signedInHold(0, { seatFrom: 11, seatTo: 16 });
    // The work after the answer is held back here, so each side is counted on its own.
    const later: (() => Promise<unknown>)[] = [];
    const background = api.app.backgroundWork;
    const run = background.run;
    background.run = (_label, work) => {
      later.push(work);
    };
    let orderId = 0;
    const answered = await tallyStatements(api.db.handle, async () => {
      try {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/setpaymentProcess',
          headers: { ...auth, 'idempotency-key': randomUUID() },
          payload: { holdId, sessionId, paymentToken: TEST_TOKEN, contact: TEST_CONTACT },
        });
        expect(response.json().data.responseData).toMatchObject({ status: 'success' });
        orderId = response.json().data.responseData.orderId;
      } finally {
        background.run = run;
      }
    });
    const db = api.db.handle.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // Written, not yet captured: the answer did not wait for the capture.
    expect(order).toMatchObject({ holdId, capturedAt: null, seatNumbers: [11, 12] });
    const after = await tallyStatements(api.db.handle, async () => {
      for (const work of later) await work();
    });
    const [captured] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(captured?.capturedAt).toBeInstanceOf(Date);
    const [payment] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, captured!.paymentReference));
    expect(payment?.status).toBe('captured');
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(
      1,
    );
    expect(
      await db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId)),
    ).toHaveLength(1);
    expect(
      (await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId))).map(
        (step) => step.kind,
      ),
    ).toEqual(['placed']);

    // Before the answer: the key's claim with the payment's facts in one statement, beside the
    // buyer's session (and the admission check, which costs nothing while no waiting room is on);
    // the provider's authorization; the order in one statement, beside the authorization's audit
    // entry. After it: the capture, its audit entry, the order marked captured, and the
    // confirmation mail's reads (the order and its event). Before this was counted, the answer
    // waited for 20 statements, 18 of them one after another.
    expect({ answered, after }).toEqual({
      answered: { statements: 5, sequential: 3 },
      after: { statements: 5, sequential: 5 },
    });
  });

  const key = () => ({ idempotencyKey: randomUUID(), requestHash: 'hash', now: new Date() });

  it("claims the key and reads the payment's facts exactly as Drizzle reads them", async () => {
    const { buyerId, holdId } = await signedInHold(1, null);
    const db = api.db.handle.db;
    const hold = (await findHoldById(db, holdId))!;
    const claim = key();
    const facts = await readPaymentFacts(api.db.handle, {
      holdId,
      buyerId,
      promoCode: 'FIVEOFF',
      currency: 'EUR',
      ...claim,
    });
    expect(facts.claim).toEqual({ claimed: true });
    const [keyRow] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.idempotencyKey, claim.idempotencyKey));
    expect(keyRow).toMatchObject({ buyerId, requestHash: 'hash', state: 'in_progress' });
    expect(facts.hold).toEqual(hold);
    expect(facts.listing).toEqual(
      (await findListingsByIds(db, [hold.listingId])).get(hold.listingId),
    );
    expect(facts.promo).toEqual(await findPromoByCode(db, 'FIVEOFF'));
    expect(facts.promo?.currency).toBe('GBP');
    const codes = [hold.currency, 'EUR', ...(facts.promo?.currency ? [facts.promo.currency] : [])];
    expect(facts.rates).toEqual(await selectRates(db, codes));
    expect(facts.sold).toEqual([]);
    expect(facts.ordersSoFar).toBe(0);
    // The same key again: not claimed, and the key's row as it stands.
    const next = await readPaymentFacts(api.db.handle, {
      holdId: holdId + 1_000_000,
      buyerId,
      promoCode: null,
      currency: 'GBP',
      ...claim,
    });
    expect(next).toMatchObject({ hold: null, listing: null, event: null, promo: null });
    expect(next.claim).toEqual({ claimed: false, row: keyRow });
    expect(next.orderId).toBeGreaterThan(facts.orderId);
  });

  it('place_order writes nothing for a stale plan or an ended hold, and says which', async () => {
    const { buyerId, holdId, sessionId } = await signedInHold(2, { seatFrom: 1, seatTo: 6 });
    const db = api.db.handle.db;
    const hold = (await findHoldById(db, holdId))!;
    const listing = (await findListingsByIds(db, [hold.listingId])).get(hold.listingId)!;
    const facts = await readPaymentFacts(api.db.handle, {
      holdId,
      buyerId,
      promoCode: null,
      currency: 'GBP',
      ...key(),
    });
    const write = (seatNumbers: number[], session: string, startsAt = facts.event!.startsAt) => {
      const now = new Date();
      const plan = {
        seatNumbers,
        method: 'transfer' as const,
        deadlineAt: startsAt,
        deliveryStatusId: DELIVERY_STATUS_IDS.pending,
      };
      return placeOrder(api.db.handle, {
        order: {
          id: facts.orderId,
          confirmationNumber: `RP-${randomUUID().slice(0, 6)}`,
          buyerId,
          holdId,
          eventId: hold.eventId,
          listingId: hold.listingId,
          quantity: hold.quantity,
          currency: 'GBP',
          unitPriceMinor: 4_000,
          feesMinor: 0,
          subtotalMinor: 8_000,
          promoMinor: 0,
          taxMinor: 0,
          totalMinor: 8_000,
          promoCode: null,
          firstOrderDiscount: false,
          contactFirstName: 'Alex',
          contactLastName: 'Rivera',
          contactEmail: 'alex@example.com',
          contactPhone: null,
          cardBrand: 'visa',
          cardLast4: '4242',
          paymentReference: `ref-${randomUUID()}`,
          externalOrderId: null,
          language: 'en',
          seatNumbers,
          deliveryStatusId: plan.deliveryStatusId,
          createdAt: now,
        },
        sessionId: session,
        now,
        promoId: null,
        firstOrder: false,
        plannedFrom: { listing, eventStartsAt: startsAt },
        delivery: orderDeliveryStart({
          orderId: facts.orderId,
          plan,
          contactEmail: 'alex@example.com',
          now,
        }),
        idempotencyKey: randomUUID(),
        response: { status: 'success' },
      });
    };
    // Another buyer's order of the listing takes seats 1 and 2 after the facts were read.
    const paid = await payFor(await holdOn(hold.listingId));
    expect(paid.json().data.responseData.status).toBe('success');
    await api.app.backgroundWork.idle();

    const stale = await write([1, 2], sessionId);
    expect(stale).toEqual({
      outcome: 'replan',
      listing,
      eventStartsAt: facts.event!.startsAt,
      sold: [1, 2],
    });
    const moved = await write([3, 4], sessionId, new Date(facts.event!.startsAt.getTime() + 1));
    expect(moved.outcome).toBe('replan');
    expect(await write([3, 4], newSession())).toEqual({ outcome: 'hold_expired' });
    expect(await db.select().from(orders).where(eq(orders.id, facts.orderId))).toEqual([]);
    expect((await findHoldById(db, holdId))?.convertedAt).toBeNull();

    expect(await write([3, 4], sessionId)).toEqual({ outcome: 'placed' });
    const [order] = await db.select().from(orders).where(eq(orders.id, facts.orderId));
    expect(order).toMatchObject({ seatNumbers: [3, 4], holdId, buyerId });
    expect((await findHoldById(db, holdId))?.convertedAt).toBeInstanceOf(Date);
  });
});
