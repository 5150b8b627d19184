import { auditLog } from '@reprise/db/schema/guarantee';
import { listings } from '@reprise/db/schema/listings';
import { orders } from '@reprise/db/schema/orders';
import { SUPPORT_REFUND_LIMIT_MINOR } from '@reprise/domain/desk/desk-roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DESK_PASSWORD,
  deskAccount,
  deskCookieOf,
  signedInDesk,
  totpCode,
} from '../test-support/desk/desk-accounts';
import { paidOrderOf, signedInBuyer } from '../test-support/fulfilment/fulfilment-fixtures';
import { OPERATOR_HEADERS, useOperatorTestApi } from '../test-support/operator-test-api';

const api = useOperatorTestApi();
const db = () => api.db.handle.db;
const deskGet = (cookie: string, url: string) => api.app.inject({ url, headers: { cookie } });
const deskPost = (cookie: string, url: string, payload: object) =>
  api.app.inject({ method: 'POST', url, headers: { cookie }, payload });

let section = 300;
/** A paid order of `quantity` seats at `priceMinor` each; answers its id, event and total. */
async function paidOrder(quantity: number, priceMinor: number) {
  const { orderId, auth, email, listingId } = await paidOrderOf(
    api,
    { section: String(section++), quantity, priceMinor, currency: 'GBP' },
    { seats: quantity },
  );
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  return {
    orderId,
    eventId: order!.eventId,
    totalMinor: order!.totalMinor,
    auth,
    email,
    listingId,
  };
}

describe('desk accounts', () => {
  it('signs in with password and TOTP, with its own HttpOnly SameSite=Strict cookie', async () => {
    const account = await deskAccount(db(), 'operator');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/ops/desk/sign-in',
      payload: {
        email: account.email.toUpperCase(),
        password: DESK_PASSWORD,
        code: totpCode(account.secret),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = String(response.headers['set-cookie']);
    expect(line).toMatch(/reprise_ops=/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    const me = await api.app.inject({
      url: '/api/ops/desk/me',
      headers: { cookie: deskCookieOf(response.headers['set-cookie']) },
    });
    expect(me.json().data).toMatchObject({ email: account.email, role: 'operator' });
  });

  it('refuses a wrong code with a clear message, and a code used once already', async () => {
    const account = await deskAccount(db(), 'support');
    const code = totpCode(account.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/ops/desk/sign-in',
      payload: { email: account.email, password: DESK_PASSWORD, code: wrong },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'TOTP_INVALID', field: 'code' });
    expect(refused.json().message).toMatch(/authentication code is wrong/);
    const first = await api.app.inject({
      method: 'POST',
      url: '/api/ops/desk/sign-in',
      payload: { email: account.email, password: DESK_PASSWORD, code },
    });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await api.app.inject({
      method: 'POST',
      url: '/api/ops/desk/sign-in',
      payload: { email: account.email, password: DESK_PASSWORD, code },
    });
    expect(replay.json().code).toBe('TOTP_INVALID');
  });

  it('refuses a wrong password the same way for known and unknown emails', async () => {
    const account = await deskAccount(db(), 'operator');
    for (const email of [account.email, 'nobody@desk.example.com']) {
      const refused = await api.app.inject({
        method: 'POST',
        url: '/api/ops/desk/sign-in',
        payload: { email, password: 'not-the-password', code: totpCode(account.secret) },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('answers 404 to a signed-in buyer and to strangers, as if the desk did not exist', async () => {
    const { auth } = await signedInBuyer(api);
    const deskReads = [
      '/api/ops/desk/orders?email=a@b.c',
      '/api/ops/desk/events',
      '/api/ops/desk/buyers',
    ];
    for (const headers of [auth, {}, OPERATOR_HEADERS]) {
      for (const url of deskReads) {
        const me = await api.app.inject({ url, headers });
        expect(me.statusCode, url).toBe(404);
        expect(me.json().code).toBe('ROUTE_NOT_FOUND');
      }
    }
    // The machine callers' bearer-key calls keep working.
    const machine = await api.app.inject({
      url: '/api/ops/event-changes',
      headers: OPERATOR_HEADERS,
    });
    expect(machine.statusCode).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const desk = await signedInDesk(api.app, db(), 'support');
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/ops/desk/sign-out',
      headers: { cookie: desk.cookie },
    });
    expect(out.statusCode).toBe(200);
    const me = await api.app.inject({ url: '/api/ops/desk/me', headers: { cookie: desk.cookie } });
    expect(me.statusCode).toBe(404);
  });
});

describe('desk orders', () => {
  it('finds an order by confirmation number and refunds half of it, audited with the operator', async () => {
    const order = await paidOrder(2, 2_000);
    const desk = await signedInDesk(api.app, db(), 'operator');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    const found = await deskGet(
      desk.cookie,
      `/api/ops/desk/orders?confirmation=${row!.confirmationNumber.toLowerCase()}`,
    );
    expect(found.json().data.map((o: { id: number }) => o.id)).toEqual([order.orderId]);
    const byEmail = await deskGet(
      desk.cookie,
      `/api/ops/desk/orders?email=${order.email.toUpperCase()}`,
    );
    expect(byEmail.json().data.map((o: { id: number }) => o.id)).toEqual([order.orderId]);
    const half = Math.floor(order.totalMinor / 2);
    const refundUrl = `/api/ops/desk/orders/${order.orderId}/refund`;
    const form = {
      amountMinor: half,
      reason: 'Seats were split up',
      idempotencyKey: 'refund-key-0001',
    };
    const refund = await deskPost(desk.cookie, refundUrl, form);
    expect(refund.statusCode, refund.body).toBe(200);
    // The form posted twice refunds once.
    const again = await deskPost(desk.cookie, refundUrl, form);
    expect(again.json().data.refundId).toBe(refund.json().data.refundId);
    const detail = await deskGet(desk.cookie, `/api/ops/desk/orders/${order.orderId}`);
    const data = detail.json().data;
    expect(data.refunds).toHaveLength(1);
    expect(data.refundableMinor).toBe(order.totalMinor - half);
    expect(data.audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: `operator:${desk.id}`,
          action: 'desk.refund',
          reason: 'Seats were split up',
          detail: expect.objectContaining({ amountMinor: half }),
        }),
      ]),
    );
  });

  it('caps a support refund at the support limit', async () => {
    const order = await paidOrder(2, SUPPORT_REFUND_LIMIT_MINOR);
    const support = await signedInDesk(api.app, db(), 'support');
    const over = await deskPost(support.cookie, `/api/ops/desk/orders/${order.orderId}/refund`, {
      reason: 'Asked for everything back',
      idempotencyKey: 'support-full-01',
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'FORBIDDEN', field: 'amountMinor' });
    const within = await deskPost(support.cookie, `/api/ops/desk/orders/${order.orderId}/refund`, {
      amountMinor: SUPPORT_REFUND_LIMIT_MINOR,
      reason: 'Goodwill for a late delivery',
      idempotencyKey: 'support-part-01',
    });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('names the field of a bad refund', async () => {
    const desk = await signedInDesk(api.app, db(), 'operator');
    const bad = await deskPost(desk.cookie, '/api/ops/desk/orders/1/refund', {
      amountMinor: -5,
      reason: 'x',
      idempotencyKey: 'k',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('cancels an order: refunded in full, status 3, delivery cancelled', async () => {
    const order = await paidOrder(1, 3_000);
    const desk = await signedInDesk(api.app, db(), 'operator');
    const cancelled = await deskPost(desk.cookie, `/api/ops/desk/orders/${order.orderId}/cancel`, {
      reason: 'Buyer asked before the event',
      idempotencyKey: 'cancel-key-001',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refundedMinor).toBe(order.totalMinor);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ orderStatusId: 3, deliveryStatusId: 2 });
    const delivery = await api.app.inject({
      url: `/api/order/order-tickets/${order.orderId}/delivery`,
      headers: order.auth,
    });
    // The operator's own words: no code names them, so the fan's page words them generically.
    expect(delivery.json().data.timeline.at(-1)).toMatchObject({
      kind: 'cancelled',
      actor: 'operator',
      reason: 'Buyer asked before the event',
      reasonCode: 'other',
    });
  });
});

describe('desk events and promo codes', () => {
  it('lets support look but not change an event; an operator previews and postpones it', async () => {
    const order = await paidOrder(1, 4_000);
    const support = await signedInDesk(api.app, db(), 'support');
    const refused = await deskPost(support.cookie, `/api/ops/desk/events/${order.eventId}/status`, {
      status: 'postponed',
      reason: 'Storm warning',
    });
    expect(refused.statusCode).toBe(403);
    const operator = await signedInDesk(api.app, db(), 'operator');
    const preview = await deskGet(operator.cookie, `/api/ops/desk/events/${order.eventId}`);
    expect(preview.json().data.paid).toEqual([
      { currency: 'GBP', orders: 1, totalMinor: order.totalMinor },
    ]);
    const changed = await deskPost(
      operator.cookie,
      `/api/ops/desk/events/${order.eventId}/status`,
      { status: 'postponed', reason: 'Storm warning' },
    );
    expect(changed.json().data).toMatchObject({ state: 'applied', orders: 1 });
    const entries = await db().select().from(auditLog).where(eq(auditLog.eventId, order.eventId));
    expect(entries.map((e) => e.actor)).toContain(`operator:${operator.id}`);
  });

  it('creates, lists and ends a promo code (operator only)', async () => {
    const support = await signedInDesk(api.app, db(), 'support');
    const body = {
      code: 'desk10',
      amountType: 'PERCENTAGE',
      discountPercentage: 10,
      reason: 'Spring sale',
    };
    const refused = await deskPost(support.cookie, '/api/ops/desk/promo-codes', body);
    expect(refused.statusCode).toBe(403);
    const operator = await signedInDesk(api.app, db(), 'operator');
    const made = await deskPost(operator.cookie, '/api/ops/desk/promo-codes', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.code).toBe('DESK10');
    const twice = await deskPost(operator.cookie, '/api/ops/desk/promo-codes', body);
    expect(twice.json()).toMatchObject({ code: 'PROMO_CODE_TAKEN', field: 'code' });
    const ended = await deskPost(
      operator.cookie,
      `/api/ops/desk/promo-codes/${made.json().data.id}/end`,
      { reason: 'Sale is over' },
    );
    expect(ended.statusCode).toBe(200);
    const list = await deskGet(support.cookie, '/api/ops/desk/promo-codes');
    expect(list.json().data[0]).toMatchObject({ code: 'DESK10', orders: 0 });
    expect(list.json().data[0].expiresAt).not.toBeNull();
  });

  it('pages and searches buyers, and shows a buyer with their orders', async () => {
    const order = await paidOrder(1, 1_500);
    const desk = await signedInDesk(api.app, db(), 'support');
    const found = await deskGet(
      desk.cookie,
      `/api/ops/desk/buyers?q=${encodeURIComponent(order.email)}`,
    );
    const buyers = found.json().data.buyers as { id: number; email: string }[];
    expect(buyers.map((b) => b.email)).toEqual([order.email]);
    const one = await deskGet(desk.cookie, `/api/ops/desk/buyers/${buyers[0]!.id}`);
    expect(one.json().data.orders.map((o: { id: number }) => o.id)).toEqual([order.orderId]);
    const listing = await db().select().from(listings).where(eq(listings.id, order.listingId));
    expect(listing).toHaveLength(1);
  });
});

describe('desk calls given hostile input', () => {
  it('answer 4xx with a code, never 5xx, with an operator session', async () => {
    const desk = await signedInDesk(api.app, db(), 'operator');
    const hostile: unknown[] = [
      {},
      { amountMinor: 'lots', reason: 7, idempotencyKey: '../../etc' },
      { amountMinor: 1e20, reason: 'x'.repeat(600), idempotencyKey: 'k'.repeat(200) },
      { to: 'sideways', reason: null },
      { status: 'exploded', startsAt: 'tomorrow', reason: '' },
      { code: "'; drop table promo_codes; --", amountType: 'FREE', reason: 'r' },
      { code: 'OK10', amountType: 'FIXED', discountMinor: 5, reason: 'Fixed without currency' },
      [],
    ];
    const paths = [
      '/api/ops/desk/orders/1/refund',
      '/api/ops/desk/orders/999999/cancel',
      '/api/ops/desk/orders/abc/delivery',
      '/api/ops/desk/orders/1/resend-tickets',
      '/api/ops/desk/events/2147483648/status',
      '/api/ops/desk/event-changes/1/maybe',
      '/api/ops/desk/promo-codes',
      '/api/ops/desk/promo-codes/-1/end',
    ];
    for (const url of paths) {
      for (const payload of hostile) {
        const answer = await deskPost(desk.cookie, url, payload as object);
        expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${url} ${answer.body}`).toBeLessThan(500);
        expect(answer.json().code).toBeTruthy();
      }
    }
    for (const url of [
      '/api/ops/desk/orders',
      '/api/ops/desk/orders?eventId=-4',
      '/api/ops/desk/buyers?page=0',
      '/api/ops/desk/buyers/abc',
      '/api/ops/desk/events?eventId=1e3',
    ]) {
      const answer = await deskGet(desk.cookie, url);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
