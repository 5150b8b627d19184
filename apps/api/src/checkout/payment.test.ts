import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstOrderOffers } from '@reprise/db/schema/identity';
import { listings } from '@reprise/db/schema/listings';
import { orders } from '@reprise/db/schema/orders';
import { CATEGORY_IDS } from '@reprise/domain/ids';
import { SANDBOX_TEST_CARDS } from '@reprise/domain/payments/sandbox-token';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import { SandboxProvider } from '../payments/public';
import type { SourceRegistry } from '../sources/source-adapter';
import { localSource } from '../sources/source-adapter';
import {
  eventWithListings,
  newSession,
  postHold,
  sandboxTestToken,
  TEST_TOKEN,
} from '../test-support/checkout/checkout-fixtures';
import { CountingGateway } from '../test-support/checkout/counting-gateway';
import { testCheckoutContext } from '../test-support/checkout/test-context';
import {
  createBuyer,
  GOOD_PASSWORD,
  outboxMessages,
  signInAsApiClient,
} from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';
import { CAPTURE_GRACE_MS, MAX_CAPTURE_ATTEMPTS, sweepCaptures } from './capture-sweeper';

// The sandbox (made once the suite's database exists), whose captures fail while `failCaptures`
// is set (a processor outage).
let failCaptures = false;
let sandbox: SandboxProvider;
const gateway = new CountingGateway({
  name: 'sandbox',
  authorize: (request) => sandbox.authorize(request),
  retrieve: (id) => sandbox.retrieve(id),
  capture: async (id) => (failCaptures ? { ok: false } : sandbox.capture(id)),
  void: (id) => sandbox.void(id),
  refund: (request) => sandbox.refund(request),
});
const OUTBOX = join(mkdtempSync(join(tmpdir(), 'reprise-orders-')), 'outbox');
let refuseUpstream = false;
const sources: SourceRegistry = () => ({
  ...localSource,
  placeOrder: async () =>
    refuseUpstream ? { ok: false, reason: 'sold elsewhere' } : { ok: true, externalOrderId: 'X1' },
});

const CONTACT = {
  first_name: 'Alex',
  last_name: 'Rivera',
  email: 'alex@example.com',
  phone_number: '7700900123',
};

let emailCount = 0;
async function signedIn(app: FastifyInstance, db: Parameters<typeof createBuyer>[0]) {
  const email = `buyer${++emailCount}-${randomUUID().slice(0, 8)}@example.com`;
  const buyer = await createBuyer(db, { email, password: GOOD_PASSWORD });
  const tokens = await signInAsApiClient(app, email, GOOD_PASSWORD);
  return { buyer, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}

function pay(
  app: FastifyInstance,
  auth: Record<string, string>,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/setpaymentProcess',
    headers: { ...auth, 'idempotency-key': key },
    payload: { paymentToken: TEST_TOKEN, contact: CONTACT, ...body },
  });
}

describe('payment and orders', () => {
  const api = useTestApi(undefined, () => {
    sandbox = new SandboxProvider(api.db.handle.db);
    return {
      paymentProvider: gateway,
      sourceRegistry: sources,
      mail: { outboxDir: OUTBOX, from: 'Reprise <no-reply@reprise.local>' },
    };
  });
  let nth = 0;
  async function holdSeats(
    quantity = 2,
    extra: Partial<Parameters<typeof eventWithListings>[1][number]> = {},
  ) {
    const { ids, eventId } = await eventWithListings(
      api.db.handle.db,
      [
        {
          section: 'A',
          quantity: 10,
          priceMinor: 5_000,
          feesMinor: 500,
          taxRateBp: 1000,
          currency: 'GBP',
          ...extra,
        },
      ],
      nth++,
      CATEGORY_IDS.Theater,
    );
    const sessionId = newSession();
    const hold = (await postHold(api.app, { listingId: ids[0], quantity, sessionId })).json().data;
    return { hold, sessionId, listingId: ids[0]!, eventId };
  }

  it('pays, writes one order at the server price, mails it, and replays the first answer', async () => {
    const db = api.db.handle.db;
    const { auth } = await signedIn(api.app, db);
    const { hold, sessionId, listingId, eventId } = await holdSeats(2);
    // A later price change applies to new holds only: the snapshot is honoured.
    await db.update(listings).set({ priceMinor: 9_999 }).where(eq(listings.id, listingId));
    const key = randomUUID();
    const before = gateway.authorizations;
    const paid = await pay(api.app, auth, { holdId: hold.id, sessionId, totalMinor: 1 }, key);
    expect(paid.statusCode).toBe(200);
    const answer = paid.json().data.responseData;
    expect(answer).toMatchObject({ status: 'success', paymentResponseCode: 100 });
    expect(typeof answer.orderId).toBe('number');
    const replay = await pay(api.app, auth, { holdId: hold.id, sessionId, totalMinor: 1 }, key);
    expect(replay.json().data.responseData).toEqual(answer);
    expect(gateway.authorizations - before).toBe(1);
    const reused = await pay(api.app, auth, { holdId: hold.id, sessionId, promoCode: 'X' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });

    const order = await api.app.inject({
      url: `/api/order/order-tickets/${answer.orderId}`,
      headers: auth,
    });
    expect(order.json().data).toMatchObject({
      orderId: answer.orderId,
      quantity: 2,
      currency: 'GBP',
      lines: { unitPriceMinor: 5_000, subtotalMinor: 11_000, taxMinor: 1_100, totalMinor: 12_100 },
      card: { brand: 'Visa', last4: '4242' },
      deliveryStatusId: 3,
      orderStatusId: 1,
    });
    expect(order.json().data.confirmationNumber).toMatch(/^RP-[A-Z0-9]{6}$/);
    const [availability] = await listingAvailability(db, { listingIds: [listingId] });
    expect(availability).toMatchObject({ sold: 2, held: 0, available: 8 });
    // The sale feeds the event card's sold count and badge at once (the cards' tag was invalidated).
    const cards = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: {
        query: `query($input: EventFilterInput){ filterListings(input: $input){ event_id total_sold_tickets badge } }`,
        variables: { input: { eventSearch: '', limit: 100, isfutureevents: true } },
      },
    });
    const card = (
      cards.json() as {
        data: {
          filterListings: { event_id: number; total_sold_tickets: number; badge: string | null }[];
        };
      }
    ).data.filterListings.find((c) => c.event_id === eventId);
    expect(card?.total_sold_tickets).toBe(2);
    expect(card?.badge === 'Hot event' || card?.badge === '2 tickets sold').toBe(true);
    const mine = await api.app.inject({
      method: 'POST',
      url: '/api/ticket/mytickets',
      headers: auth,
      payload: {},
    });
    expect(mine.json().data.totalCount).toBe(1);

    // Another buyer sees no such order.
    const other = await signedIn(api.app, db);
    const foreign = await api.app.inject({
      url: `/api/order/order-tickets/${answer.orderId}`,
      headers: other.auth,
    });
    expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/order/order-tickets',
      payload: { orderId: answer.orderId },
    });
    expect(anonymous.statusCode).toBe(401);

    await api.app.backgroundWork.idle();
    const mails = await outboxMessages(OUTBOX);
    const mail = mails.find((m) => m.raw.includes(order.json().data.confirmationNumber));
    expect(mail?.raw).toContain('ending 4242');
    expect(mail?.raw).not.toContain('4242424242424242');
  });

  it('keeps the hold on a decline and answers insufficient funds', async () => {
    const { auth } = await signedIn(api.app, api.db.handle.db);
    const { hold, sessionId, listingId } = await holdSeats(1);
    const declined = await pay(api.app, auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: sandboxTestToken(SANDBOX_TEST_CARDS.declined),
    });
    expect(declined.json().data.responseData).toMatchObject({ status: 'declined', orderId: null });
    const poor = await pay(api.app, auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: sandboxTestToken(SANDBOX_TEST_CARDS.insufficientFunds),
    });
    expect(poor.json().data.responseData.status).toBe('insufficient_funds');
    const [availability] = await listingAvailability(api.db.handle.db, { listingIds: [listingId] });
    expect(availability).toMatchObject({ held: 1, sold: 0 });
    // A forged or unknown token is the client's mistake: 400 naming the field, nothing charged.
    const before = gateway.authorizations;
    const invalid = await pay(api.app, auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: 'tok_sandbox_approve_visa_4242_nothex',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'paymentToken' });
    const cardNumber = await pay(api.app, auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: '4242 4242 4242 4242',
    });
    expect(cardNumber.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'paymentToken' });
    expect(gateway.authorizations - before).toBe(1);
  });

  it('refuses an ended hold without charging, a missing key, and anonymous payers', async () => {
    const db = api.db.handle.db;
    const { auth } = await signedIn(api.app, db);
    const { hold, sessionId } = await holdSeats(1);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: { 'idempotency-key': randomUUID() },
      payload: { holdId: hold.id, sessionId, paymentToken: TEST_TOKEN, contact: CONTACT },
    });
    expect(anonymous.statusCode).toBe(401);
    const noKey = await api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: auth,
      payload: { holdId: hold.id, sessionId, paymentToken: TEST_TOKEN, contact: CONTACT },
    });
    expect(noKey.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'Idempotency-Key' });
    const { holds } = await import('@reprise/db/schema/holds');
    await db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, hold.id));
    const before = gateway.authorizations;
    const late = await pay(api.app, auth, { holdId: hold.id, sessionId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'HOLD_EXPIRED',
      message: 'Your hold on these tickets has ended. Please pick your tickets again.',
    });
    expect(gateway.authorizations).toBe(before);
  });

  it('voids and releases when the ticket seller refuses the order', async () => {
    const db = api.db.handle.db;
    const { auth, buyer } = await signedIn(api.app, db);
    const { hold, sessionId, listingId } = await holdSeats(2);
    refuseUpstream = true;
    const voids = gateway.voids;
    try {
      const failed = await pay(api.app, auth, { holdId: hold.id, sessionId });
      expect(failed.json().data.responseData).toMatchObject({ status: 'failed', orderId: null });
    } finally {
      refuseUpstream = false;
    }
    expect(gateway.voids - voids).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toHaveLength(0);
    const [availability] = await listingAvailability(db, { listingIds: [listingId] });
    expect(availability).toMatchObject({ held: 0, available: 10 });
  });

  it('tells each promo refusal apart, applies a promo, and the first-order discount once', async () => {
    const db = api.db.handle.db;
    const { auth, buyer } = await signedIn(api.app, db);
    const { hold, sessionId } = await holdSeats(2);
    const check = (code: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/validatePromoCode',
        headers: auth,
        payload: { code, holdId: hold.id, sessionId },
      });
    expect((await check('NOPE')).json()).toMatchObject({
      code: 'PROMO_NOT_FOUND',
      field: 'code',
      message: "We don't recognise that promo code.",
    });
    expect((await check('OLDCODE')).json()).toMatchObject({
      code: 'PROMO_EXPIRED',
      message: 'This promo code has expired.',
    });
    expect((await check('SOLDOUT')).json()).toMatchObject({
      code: 'PROMO_USED_UP',
      message: 'This promo code has been fully used.',
    });
    expect((await check('THEATRE20')).json()).toMatchObject({
      code: 'PROMO_NOT_APPLICABLE',
      message: "This promo code can't be used for these tickets.",
    });
    const ok = (await check('reprise10')).json().data;
    expect(ok.promoData).toEqual({
      code: 'REPRISE10',
      promo_amount_type: 'PERCENTAGE',
      discount_percentage: 10,
      converted_discount: null,
    });
    expect(ok.quote).toMatchObject({
      subtotalMinor: 11_000,
      promoMinor: 1_100,
      taxMinor: 1_100,
      totalMinor: 11_000,
    });
    const fixed = (await check('FIVEOFF')).json().data;
    expect(fixed.promoData).toMatchObject({ promo_amount_type: 'FIXED', converted_discount: 500 });
    const active = await api.app.inject({
      method: 'POST',
      url: '/api/activePromoCode',
      payload: {},
    });
    expect(active.json().data.map((p: { code: string }) => p.code)).toEqual([
      'FIVEOFF',
      'REPRISE10',
      'THEATRE20',
    ]);

    // First order within 90 days: 10 % automatically, once.
    await db.insert(firstOrderOffers).values({
      buyerId: buyer.id,
      discountPercent: 10,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const held = await api.app.inject({
      url: `/api/holds/${hold.id}?sessionId=${sessionId}`,
      headers: auth,
    });
    expect(held.json().data.quote).toMatchObject({ firstOrderDiscount: true, promoMinor: 1_100 });
    const paid = await pay(api.app, auth, { holdId: hold.id, sessionId });
    const orderId = paid.json().data.responseData.orderId;
    const order = await api.app.inject({
      url: `/api/order/order-tickets/${orderId}`,
      headers: auth,
    });
    expect(order.json().data.lines).toMatchObject({ promoMinor: 1_100, totalMinor: 11_000 });
    const second = await holdSeats(1);
    const again = await api.app.inject({
      url: `/api/holds/${second.hold.id}?sessionId=${second.sessionId}`,
      headers: auth,
    });
    expect(again.json().data.quote).toMatchObject({ firstOrderDiscount: false, promoMinor: 0 });
  });

  it('marks a captured order, and the sweeper captures what a failed capture left owed', async () => {
    const db = api.db.handle.db;
    const { auth } = await signedIn(api.app, db);
    const orderOf = async (id: number) =>
      (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const payFor = async () => {
      const { hold, sessionId } = await holdSeats(1);
      const paid = await pay(api.app, auth, { holdId: hold.id, sessionId });
      expect(paid.json().data.responseData.status).toBe('success');
      // The capture runs after the answer.
      await api.app.backgroundWork.idle();
      return paid.json().data.responseData.orderId as number;
    };
    const sweepAt = (msLater: number) =>
      sweepCaptures({
        ...testCheckoutContext(api.db.handle, gateway),
        now: () => new Date(Date.now() + msLater),
      });

    const captured = await payFor();
    expect((await orderOf(captured)).capturedAt).toBeInstanceOf(Date);

    failCaptures = true;
    const owed = await payFor();
    expect(await orderOf(owed)).toMatchObject({ capturedAt: null, captureAttempts: 0 });
    // The payment's own capture gets its grace first; then a failing capture is counted.
    expect(await sweepAt(0)).toBe(0);
    expect((await orderOf(owed)).captureAttempts).toBe(0);
    expect(await sweepAt(CAPTURE_GRACE_MS + 1_000)).toBe(0);
    expect((await orderOf(owed)).captureAttempts).toBe(1);

    failCaptures = false;
    const captures = gateway.captures;
    expect(await sweepAt(CAPTURE_GRACE_MS + 1_000)).toBe(1);
    expect((await orderOf(owed)).capturedAt).toBeInstanceOf(Date);
    expect(gateway.captures - captures).toBe(1);
    // Captured once: later sweeps leave it (and every captured order) alone.
    expect(await sweepAt(CAPTURE_GRACE_MS + 1_000)).toBe(0);
    expect(gateway.captures - captures).toBe(1);
  });

  it('stops retrying a capture after MAX_CAPTURE_ATTEMPTS', async () => {
    const db = api.db.handle.db;
    const { auth } = await signedIn(api.app, db);
    failCaptures = true;
    try {
      const { hold, sessionId } = await holdSeats(1);
      const paid = await pay(api.app, auth, { holdId: hold.id, sessionId });
      const orderId = paid.json().data.responseData.orderId as number;
      const ctx = {
        ...testCheckoutContext(api.db.handle, gateway),
        now: () => new Date(Date.now() + CAPTURE_GRACE_MS + 1_000),
      };
      for (let i = 0; i < MAX_CAPTURE_ATTEMPTS; i++) await sweepCaptures(ctx);
      const captures = gateway.captures;
      await sweepCaptures(ctx);
      expect(gateway.captures).toBe(captures);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ capturedAt: null, captureAttempts: MAX_CAPTURE_ATTEMPTS });
    } finally {
      failCaptures = false;
    }
  });
});
