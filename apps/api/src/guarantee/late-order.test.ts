import { orders } from '@reprise/db/schema/orders';
import { paymentRefunds } from '@reprise/db/schema/payments';
import { ORDER_STATUS_CANCELLED_WITH_REFUND } from '@reprise/domain/ids';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  holdOf,
  listingOf,
  payFor,
  signedInBuyer,
} from '../test-support/fulfilment/fulfilment-fixtures';
import { guaranteeTestContext } from '../test-support/guarantee/guarantee-test-context';
import { useTestApi } from '../test-support/use-test-api';
import { guaranteePass } from './guarantee-job';

const OPERATOR_KEY = 'operator-key-for-late-order-tests-0123456789';
const api = useTestApi(undefined, { operatorApiKey: OPERATOR_KEY });

describe('an order paid after its event was cancelled', () => {
  it('is refunded too: the hold was taken before the cancellation', async () => {
    const { auth, email } = await signedInBuyer(api);
    const listingId = await listingOf(api, {
      section: '140',
      quantity: 4,
      priceMinor: 2_000,
      currency: 'GBP',
    });
    const first = await payFor(api.app, auth, await holdOf(api.app, listingId, 1), email);
    const lateHold = await holdOf(api.app, listingId, 1);
    const [order] = await api.db.handle.db.select().from(orders).where(eq(orders.id, first));
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/ops/events/${order!.eventId}/status`,
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      payload: { status: 'cancelled', reason: 'The act withdrew' },
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
    }
  });
});
