import { setTimeout as sleep } from 'node:timers/promises';
import { guaranteeTasks } from '@reprise/db/schema/guarantee';
import { orders } from '@reprise/db/schema/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  holdOf,
  listingOf,
  payFor,
  signedInBuyer,
} from '../test-support/fulfilment/fulfilment-fixtures';
import { useTestApi } from '../test-support/use-test-api';

const OPERATOR_KEY = 'operator-key-for-schedule-tests-0123456789';
// A timer far longer than the test: only the kick a change gives can do the work in time.
const api = useTestApi(undefined, {
  operatorApiKey: OPERATOR_KEY,
  guarantee: { jobIntervalMs: 3_600_000 },
});

describe('the guarantee job in the background', () => {
  it('runs a round as soon as an operator changes an event', async () => {
    const { auth, email } = await signedInBuyer(api);
    const listingId = await listingOf(api, {
      section: '130',
      quantity: 2,
      priceMinor: 2_000,
      currency: 'GBP',
    });
    const orderId = await payFor(api.app, auth, await holdOf(api.app, listingId, 1), email);
    const [order] = await api.db.handle.db.select().from(orders).where(eq(orders.id, orderId));
    const changed = await api.app.inject({
      method: 'POST',
      url: `/api/ops/events/${order!.eventId}/status`,
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      payload: { status: 'postponed', reason: 'Storm warning' },
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
