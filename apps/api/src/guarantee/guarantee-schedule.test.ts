import { setTimeout as sleep } from 'node:timers/promises';
import { guaranteeTasks } from '@reprise/db/schema/guarantee';
import { orders } from '@reprise/db/schema/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidOrderOf } from '../test-support/fulfilment/fulfilment-fixtures';
import { changeEventStatus, useOperatorTestApi } from '../test-support/operator-test-api';

// A timer far longer than the test: only the kick a change gives can do the work in time.
const api = useOperatorTestApi({ guarantee: { jobIntervalMs: 3_600_000 } });

describe('the guarantee job in the background', () => {
  it('runs a round as soon as an operator changes an event', async () => {
    const { orderId } = await paidOrderOf(api, {
      section: '130',
      quantity: 2,
      priceMinor: 2_000,
      currency: 'GBP',
    });
    const [order] = await api.db.handle.db.select().from(orders).where(eq(orders.id, orderId));
    const changed = await changeEventStatus(api.app, order!.eventId, {
      status: 'postponed',
      reason: 'Storm warning',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    let mailedAt: Date | null = null;
    while (!mailedAt) {
      const [task] = await api.db.handle.db
        .select()
        .from(guaranteeTasks)
        .where(eq(guaranteeTasks.orderId, orderId));
      mailedAt = task?.mailedAt ?? null;
      if (!mailedAt) await sleep(20);
    }
    expect(mailedAt).toBeInstanceOf(Date);
  });
});
