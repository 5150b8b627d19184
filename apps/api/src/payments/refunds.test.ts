import { randomUUID } from 'node:crypto';
import { orders } from '@reprise/db/schema/orders';
import { paymentRefunds, sandboxRefunds } from '@reprise/db/schema/payments';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_CONTACT, TEST_TOKEN } from '../test-support/checkout/checkout-fixtures';
import { CountingGateway } from '../test-support/checkout/counting-gateway';
import { buyerWithHold } from '../test-support/payments/buyer-with-hold';
import { useTestApi } from '../test-support/use-test-api';
import type { PaymentsContext } from './payments-context';
import { refundOrder } from './refund-service';
import { SandboxProvider } from './sandbox-provider';

// Refunds through the seam (ADR 0018): a full and a partial refund, each replayed 10 times with
// its key (5 at once, 5 one after another), move the money once.

const REPLAYS = 10;

describe('refunds', () => {
  const api = useTestApi();
  let nth = 0;

  async function paidOrder() {
    const db = api.db.handle.db;
    const { auth, hold, sessionId } = await buyerWithHold(api, 'refund', nth++);
    const paid = await api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { holdId: hold.id, sessionId, paymentToken: TEST_TOKEN, contact: TEST_CONTACT },
    });
    const orderId = paid.json().data.responseData.orderId as number;
    // A refund needs the capture, which runs after the answer.
    await api.app.backgroundWork.idle();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order!;
  }

  function context(gateway: CountingGateway): PaymentsContext {
    return {
      database: api.db.handle,
      provider: gateway,
      now: () => new Date(),
      log: api.app.log as FastifyBaseLogger,
    };
  }

  /** The money the sandbox provider moved back for a payment. */
  async function moved(paymentId: string) {
    const rows = await api.db.handle.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId));
    return { count: rows.length, total: rows.reduce((sum, row) => sum + row.amountMinor, 0) };
  }

  async function replay(ctx: PaymentsContext, request: Parameters<typeof refundOrder>[1]) {
    const together = await Promise.all(
      Array.from({ length: REPLAYS / 2 }, () => refundOrder(ctx, request)),
    );
    const inTurn = [];
    for (let i = 0; i < REPLAYS / 2; i++) inTurn.push(await refundOrder(ctx, request));
    return [...together, ...inTurn];
  }

  it('a partial refund replayed 10 times with its key moves its amount once', async () => {
    const order = await paidOrder();
    const gateway = new CountingGateway(new SandboxProvider(api.db.handle.db));
    const answers = await replay(context(gateway), {
      orderId: order.id,
      amountMinor: 1_500,
      idempotencyKey: randomUUID(),
    });
    expect(new Set(answers.map((answer) => answer.providerRefundId)).size).toBe(1);
    expect(answers.every((answer) => answer.amountMinor === 1_500)).toBe(true);
    expect(await moved(order.paymentReference)).toEqual({ count: 1, total: 1_500 });

    // What is left is refunded in full by a new key, and nothing past the total.
    const rest = await replay(context(gateway), {
      orderId: order.id,
      amountMinor: null,
      idempotencyKey: randomUUID(),
    });
    expect(rest[0]?.amountMinor).toBe(order.totalMinor - 1_500);
    expect(await moved(order.paymentReference)).toEqual({
      count: 2,
      total: order.totalMinor,
    });
    const more = refundOrder(context(gateway), {
      orderId: order.id,
      amountMinor: 1,
      idempotencyKey: randomUUID(),
    });
    await expect(more).rejects.toMatchObject({ code: 'REFUND_NOT_ALLOWED' });
  });

  it('a full refund replayed 10 times with its key moves the total once', async () => {
    const order = await paidOrder();
    const gateway = new CountingGateway(new SandboxProvider(api.db.handle.db));
    const key = randomUUID();
    const answers = await replay(context(gateway), {
      orderId: order.id,
      amountMinor: null,
      idempotencyKey: key,
    });
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    expect(answers[0]?.amountMinor).toBe(order.totalMinor);
    expect(await moved(order.paymentReference)).toEqual({ count: 1, total: order.totalMinor });
    const rows = await api.db.handle.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(rows).toMatchObject([{ state: 'done', amountMinor: order.totalMinor }]);
    // The same key for another amount is a different request: refused, nothing moves.
    const reused = refundOrder(context(gateway), {
      orderId: order.id,
      amountMinor: 100,
      idempotencyKey: key,
    });
    await expect(reused).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await moved(order.paymentReference)).toEqual({ count: 1, total: order.totalMinor });
  });
});
