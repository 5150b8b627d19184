// The desk on PostgreSQL: an operator signed in to the desk cancels an event with 50 paid orders
// through the desk's call; the guarantee's job then refunds each order exactly once, cancels it,
// mails its buyer, and the audit log names the desk account that did it.
import { auditLog } from '@reprise/db/schema/guarantee';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guaranteePass } from '../guarantee/guarantee-job';
import { signedInDesk } from '../test-support/desk/desk-accounts';
import { guaranteeTestContext } from '../test-support/guarantee/guarantee-test-context';
import { eventWithPaidOrders } from '../test-support/guarantee/paid-orders';
import { expectAllRefundedOnce } from '../test-support/guarantee/refund-checks';
import { useSmtpPeer } from '../test-support/use-smtp-peer';
import { useTestApi } from '../test-support/use-test-api';

describe.runIf(process.env.TEST_DATABASE_URL)('the desk on PostgreSQL', () => {
  const smtp = useSmtpPeer();
  const api = useTestApi(undefined, () => ({ mail: smtp.mail() }));
  const db = () => api.db.handle.db;

  it('cancels an event with 50 paid orders through the desk: 50 refunds, each once', async () => {
    const { eventId, orderIds, emails } = await eventWithPaidOrders(api.db.handle, 50, 'desk');
    const desk = await signedInDesk(api.app, db(), 'operator');
    const preview = await api.app.inject({
      url: `/api/ops/desk/events/${eventId}`,
      headers: { cookie: desk.cookie },
    });
    const paid = preview.json().data.paid as { orders: number }[];
    expect(paid.reduce((sum, row) => sum + row.orders, 0)).toBe(50);

    const answer = await api.app.inject({
      method: 'POST',
      url: `/api/ops/desk/events/${eventId}/status`,
      headers: { cookie: desk.cookie },
      payload: { status: 'cancelled', reason: 'The headliner withdrew' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ state: 'applied', orders: 50 });

    const context = guaranteeTestContext(api.db.handle, { smtpUrl: smtp.peer.url });
    for (let round = 0; round < 20; round++) {
      const done = await guaranteePass(context);
      if (!done.refunded && !done.failed && !done.mailed) break;
    }

    await expectAllRefundedOnce(db(), smtp.peer, orderIds, emails);

    const eventSteps = await db().select().from(auditLog).where(eq(auditLog.eventId, eventId));
    expect(eventSteps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: `operator:${desk.id}`,
          action: 'event.status_changed',
          reason: 'The headliner withdrew',
        }),
      ]),
    );
    expect(orderIds).toHaveLength(50);
  });
});
