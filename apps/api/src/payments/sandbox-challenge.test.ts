import { randomUUID } from 'node:crypto';
import { orders } from '@reprise/db/schema/orders';
import { sandboxPayments } from '@reprise/db/schema/payments';
import { SANDBOX_TEST_CARDS } from '@reprise/domain/payments/sandbox-token';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import { sandboxTestToken, TEST_CONTACT } from '../test-support/checkout/checkout-fixtures';
import { buyerWithHold as buyerWithHoldOf } from '../test-support/payments/buyer-with-hold';
import { useTestApi } from '../test-support/use-test-api';

// The sandbox provider's own pages (ADR 0018): its card frame, framable by our pages only, and
// the 3-D Secure challenge that a payment asks for and continues after.

describe('sandbox card frame and 3-D Secure challenge', () => {
  const api = useTestApi();
  let nth = 0;

  const buyerWithHold = () => buyerWithHoldOf(api, 'challenge', nth++);

  const pay = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { contact: TEST_CONTACT, ...payload },
    });

  it('serves the card frame with a policy that lets only our pages frame it', async () => {
    const frame = await api.app.inject({ url: '/api/payments/sandbox/card-frame' });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(frame.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(frame.body).toContain('<label for="card_number">Card number</label>');
    expect(frame.body).toContain('tok_sandbox_');
    const config = await api.app.inject({ url: '/api/payments/config' });
    expect(config.json()).toEqual({
      data: { provider: 'sandbox', cardFramePath: '/api/payments/sandbox/card-frame' },
    });
  });

  it('asks for the challenge, and after Complete the same hold becomes the order', async () => {
    const { auth, hold, sessionId, listingId } = await buyerWithHold();
    const token = sandboxTestToken(SANDBOX_TEST_CARDS.threeDSecure);
    const asked = await pay(auth, { holdId: hold.id, sessionId, paymentToken: token });
    const answer = asked.json().data.responseData;
    expect(answer).toMatchObject({ status: 'requires_action', orderId: null });
    const { authorizationId, url } = answer.nextAction;
    expect(url).toBe(`/api/payments/sandbox/challenge/${authorizationId}`);

    const page = await api.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Complete</button>');
    const done = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('reprise-sandbox:challenge-done');

    const paid = await pay(auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: token,
      authorizationId,
    });
    expect(paid.json().data.responseData).toMatchObject({ status: 'success' });
    const [order] = await api.db.handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid.json().data.responseData.orderId));
    expect(order).toMatchObject({ holdId: hold.id, paymentReference: authorizationId });
    expect(order?.capturedAt).toBeInstanceOf(Date);
    const [seats] = await listingAvailability(api.db.handle.db, { listingIds: [listingId] });
    expect(seats).toMatchObject({ sold: 2, held: 0 });
  });

  it('a failed challenge declines and keeps the hold; another buyer cannot use the authorization', async () => {
    const { auth, hold, sessionId, listingId } = await buyerWithHold();
    const token = sandboxTestToken(SANDBOX_TEST_CARDS.threeDSecure);
    const asked = await pay(auth, { holdId: hold.id, sessionId, paymentToken: token });
    const { authorizationId, url } = asked.json().data.responseData.nextAction;

    const other = await buyerWithHold();
    const stolen = await pay(other.auth, {
      holdId: other.hold.id,
      sessionId: other.sessionId,
      paymentToken: token,
      authorizationId,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'authorizationId' });

    await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    const declined = await pay(auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: token,
      authorizationId,
    });
    expect(declined.json().data.responseData).toMatchObject({ status: 'declined', orderId: null });
    const [seats] = await listingAvailability(api.db.handle.db, { listingIds: [listingId] });
    expect(seats).toMatchObject({ sold: 0, held: 2 });
    const [payment] = await api.db.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, authorizationId));
    expect(payment?.status).toBe('failed');
  });
});
