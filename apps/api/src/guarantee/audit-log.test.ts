import { auditLog } from '@reprise/db/schema/guarantee';
import { listings } from '@reprise/db/schema/listings';
import { SANDBOX_TEST_CARDS } from '@reprise/domain/payments/sandbox-token';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../test-support/checkout/checkout-fixtures';
import { listingOf, paidOrderOf } from '../test-support/fulfilment/fulfilment-fixtures';
import {
  changeEventStatus,
  OPERATOR_HEADERS,
  useOperatorTestApi,
} from '../test-support/operator-test-api';

const api = useOperatorTestApi();

describe('the audit log', () => {
  it('records the authorization and capture of a payment without the token or card number', async () => {
    await paidOrderOf(api, { section: '120', quantity: 2, priceMinor: 2_000, currency: 'GBP' });
    const rows = await api.db.handle.db.select().from(auditLog);
    const actions = rows.map((row) => `${row.action}:${String(row.detail.outcome)}`);
    expect(actions).toContain('authorization:authorized');
    expect(actions).toContain('capture:ok');
    const text = JSON.stringify(rows);
    expect(text).not.toContain(TEST_TOKEN);
    expect(text).not.toContain(SANDBOX_TEST_CARDS.approved);
  });

  it('records an operator change of an event in its transaction, and reads it back', async () => {
    const listingId = await listingOf(api, {
      section: '121',
      quantity: 2,
      priceMinor: 2_000,
      currency: 'GBP',
    });
    const [listing] = await api.db.handle.db
      .select({ eventId: listings.eventId })
      .from(listings)
      .where(eq(listings.id, listingId));
    const eventId = listing!.eventId;
    const changed = await changeEventStatus(api.app, eventId, {
      status: 'postponed',
      reason: 'Storm warning',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await api.app.inject({
      url: `/api/ops/events/${eventId}/audit`,
      headers: OPERATOR_HEADERS,
    });
    expect(read.json().data).toEqual([
      expect.objectContaining({
        actor: 'operator',
        action: 'event.status_changed',
        reason: 'Storm warning',
        detail: expect.objectContaining({
          from: expect.objectContaining({ status: 'scheduled' }),
          to: expect.objectContaining({ status: 'postponed' }),
        }),
      }),
    ]);
  });

  it('refuses to change or delete an entry', async () => {
    const [first] = await api.db.handle.db
      .insert(auditLog)
      .values({ actor: 'operator', action: 'test.entry', detail: {}, reason: 'A test entry' })
      .returning();
    await expect(
      api.db.handle.db
        .update(auditLog)
        .set({ reason: 'rewritten' })
        .where(eq(auditLog.id, first!.id)),
    ).rejects.toThrow();
    await expect(
      api.db.handle.db.delete(auditLog).where(eq(auditLog.id, first!.id)),
    ).rejects.toThrow();
  });
});
