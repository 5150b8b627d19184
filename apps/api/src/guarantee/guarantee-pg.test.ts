// The guarantee on PostgreSQL: a cancelled event refunds every paid order exactly once (also when
// the job is killed halfway), a postponement mails every buyer once and keeps the orders, and a
// source's cancellation waits for an operator.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { auditLog, guaranteeTasks } from '@reprise/db/schema/guarantee';
import { orders } from '@reprise/db/schema/orders';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guaranteeTestContext } from '../test-support/guarantee/guarantee-test-context';
import { eventWithPaidOrders } from '../test-support/guarantee/paid-orders';
import { expectAllRefundedOnce, refundsOf } from '../test-support/guarantee/refund-checks';
import { changeEventStatus } from '../test-support/operator-test-api';
import { useSmtpPeer } from '../test-support/use-smtp-peer';
import { useTestApi } from '../test-support/use-test-api';
import { guaranteePass } from './guarantee-job';

const OPERATOR_KEY = 'operator-key-for-guarantee-tests-0123456789';
const TEVO_KEY = 'tevo-key-for-guarantee-tests-0123456789';
const operator = { authorization: `Bearer ${OPERATOR_KEY}` };

describe.runIf(process.env.TEST_DATABASE_URL)('the guarantee on PostgreSQL', () => {
  const smtp = useSmtpPeer();
  const api = useTestApi(undefined, () => ({
    operatorApiKey: OPERATOR_KEY,
    mail: smtp.mail(),
    sources: { sources: { tevo: { ingestKey: TEVO_KEY } }, timeoutMs: 1_000, syncIntervalMs: 0 },
  }));
  const db = () => api.db.handle.db;
  const context = () => guaranteeTestContext(api.db.handle, { smtpUrl: smtp.peer.url });
  const url = () =>
    (api.db.handle.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;

  const paidEvent = (n: number, label: string) => eventWithPaidOrders(api.db.handle, n, label);

  const changeStatus = (
    eventId: number,
    payload: object,
    headers: Record<string, string> = operator,
  ) => changeEventStatus(api.app, eventId, payload, headers);

  async function runUntilDone() {
    for (let round = 0; round < 10; round++) {
      const done = await guaranteePass(context());
      if (!done.refunded && !done.failed && !done.mailed) return;
    }
  }

  it('cancelling an event with 50 paid orders refunds each once, cancels it and mails its buyer', async () => {
    const { eventId, orderIds, emails } = await paidEvent(50, 'cancel');
    const answer = await changeStatus(eventId, { status: 'cancelled', reason: 'The act withdrew' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ state: 'applied', orders: 50 });
    // Nothing moved before the job ran: the change only owes it.
    expect(await refundsOf(db(), orderIds).then((r) => r.every((row) => row.refunds === 0))).toBe(
      true,
    );

    await runUntilDone();
    await runUntilDone();
    await expectAllRefundedOnce(db(), smtp.peer, orderIds, emails);
    const eventAudit = await api.app.inject({
      url: `/api/ops/events/${eventId}/audit`,
      headers: operator,
    });
    expect(eventAudit.json().data.map((e: { action: string }) => e.action)).toContain(
      'event.status_changed',
    );
    const refundAudit = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'refund'));
    expect(refundAudit[0]!.n).toBeGreaterThanOrEqual(50);
    const again = await changeStatus(eventId, { status: 'postponed', reason: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
  });

  it('a job killed halfway through the refunds and run again still refunds each order once', async () => {
    const { eventId, orderIds, emails } = await paidEvent(50, 'crash');
    expect(
      (await changeStatus(eventId, { status: 'cancelled', reason: 'Venue closed' })).statusCode,
    ).toBe(200);

    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../test-support/guarantee/crash-refund-child.ts', import.meta.url)),
      ],
      {
        env: { ...process.env, CRASH_DATABASE_URL: url() },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let refundedAtKill = 0;
    for (;;) {
      const [row] = await db()
        .select({ n: count() })
        .from(guaranteeTasks)
        .where(
          and(inArray(guaranteeTasks.orderId, orderIds), isNotNull(guaranteeTasks.refundedAt)),
        );
      refundedAtKill = row!.n;
      if (refundedAtKill >= 20) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.kill('SIGKILL');
    await exited;
    expect(refundedAtKill).toBeLessThan(50);

    await runUntilDone();
    await expectAllRefundedOnce(db(), smtp.peer, orderIds, emails);
    // Booting the child (tsx compiles the API) takes seconds of its own on a busy machine.
  }, 90_000);

  it('a postponement mails every buyer once with the news and keeps the orders valid', async () => {
    const { eventId, orderIds, emails } = await paidEvent(3, 'postpone');
    const answer = await changeStatus(eventId, {
      status: 'rescheduled',
      startsAt: '2031-05-02T19:30:00Z',
      reason: 'The tour moved',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await runUntilDone();
    await runUntilDone();
    for (const email of emails) {
      const mails = smtp.peer.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.raw).toContain('still valid');
      expect(mails[0]!.raw).toContain('2031');
    }
    const rows = await db().select().from(orders).where(inArray(orders.id, orderIds));
    expect(rows.every((o) => o.orderStatusId === 1)).toBe(true);
    expect(await refundsOf(db(), orderIds).then((r) => r.every((row) => row.refunds === 0))).toBe(
      true,
    );
  });

  it("a source's cancellation of an event with paid orders waits for an operator", async () => {
    const { eventId, orderIds, emails } = await paidEvent(2, 'source');
    const push = await api.app.inject({
      method: 'POST',
      url: `/api/sources/tevo/events/${eventId}/status`,
      headers: { authorization: `Bearer ${TEVO_KEY}` },
      payload: { status: 'cancelled', reason: 'Upstream says cancelled' },
    });
    expect(push.statusCode, push.body).toBe(200);
    const change = push.json().data;
    expect(change).toMatchObject({ state: 'awaiting', orders: 2 });
    await runUntilDone();
    expect(await refundsOf(db(), orderIds).then((r) => r.every((row) => row.refunds === 0))).toBe(
      true,
    );
    expect(emails.every((email) => smtp.peer.to(email).length === 0)).toBe(true);

    const waiting = await api.app.inject({ url: '/api/ops/event-changes', headers: operator });
    expect(waiting.json().data.map((c: { id: number }) => c.id)).toContain(change.id);
    const confirmed = await api.app.inject({
      method: 'POST',
      url: `/api/ops/event-changes/${change.id}/confirm`,
      headers: operator,
      payload: { reason: 'Checked with the promoter' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await runUntilDone();
    await runUntilDone();
    await expectAllRefundedOnce(db(), smtp.peer, orderIds, emails);
  });

  it('refuses a push without the source key and a change without the operator key', async () => {
    const push = await api.app.inject({
      method: 'POST',
      url: '/api/sources/tevo/events/1/status',
      payload: { status: 'cancelled', reason: 'No key' },
    });
    expect(push.statusCode).toBe(401);
    expect((await changeStatus(1, { status: 'cancelled', reason: 'No key' }, {})).statusCode).toBe(
      401,
    );
    const bad = await changeStatus(1, { status: 'rescheduled', reason: 'No date' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('startsAt');
  });
});
