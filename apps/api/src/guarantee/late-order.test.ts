import { orders } from '@reprise/db/schema/orders';
import { paymentRefunds } from '@reprise/db/schema/payments';
import { ORDER_STATUS_CANCELLED_WITH_REFUND } from '@reprise/domain/ids';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdOf, paidOrderOf, payFor } from '../test-support/fulfilment/fulfilment-fixtures';
import { guaranteeTestContext } from '../test-support/guarantee/guarantee-test-context';
import { changeEventStatus, useOperatorTestApi } from '../test-support/operator-test-api';
import { guaranteePass } from './guarantee-job';

const api = useOperatorTestApi();

describe('an order paid after its event was cancelled', () => {
  it('is refunded too: the hold was taken before the cancellation', async () => {
    const {
      orderId: first,
      listingId,
      auth,
      email,
    } = await paidOrderOf(api, { section: '140', quantity: 4, priceMinor: 2_000, currency: 'GBP' });
    const lateHold = await holdOf(api.app, listingId, 1);
    const [order] = await api.db.handle.db.select().from(orders).where(eq(orders.id, first));
    const cancelled = await changeEventStatus(api.app, order!.eventId, {
      status: 'cancelled',
      reason: 'The act withdrew',
    });
    expect(cancelled.json().data).toMatchObject({ state: 'applied', orders: 1 });
    const late = await payFor(api.app, auth, lateHold, email);

    await guaranteePass(guaranteeTestContext(api.db.handle));
    for (const orderId of [first, late]) {
      const [row] = await api.db.handle.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.orderStatusId).toBe(ORDER_STATUS_CANCELLED_WITH_REFUND);
      const refunds = await api.db.handle.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, orderId));
      expect(refunds.map((r) => [r.state, r.amountMinor])).toEqual([['done', row!.totalMinor]]);
      const delivery = await api.app.inject({
        url: `/api/order/order-tickets/${orderId}/delivery`,
        headers: auth,
      });
      // The fan's page words the cancellation from its code; operators read the English.
      expect(delivery.json().data.timeline.at(-1)).toMatchObject({
        kind: 'cancelled',
        reason: 'The event was cancelled; the order is refunded in full',
        reasonCode: 'event_cancelled',
      });
    }
  });
});
