import { events } from '@reprise/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, pushAndSettle, usePushTestApi } from '../test-support/alerts/listing-push';
import { eventWithListings } from '../test-support/checkout/checkout-fixtures';
import { signedInBuyer } from '../test-support/fulfilment/fulfilment-fixtures';
import { myticketsRow } from '../test-support/sources/source-test-support';

describe('notification settings', () => {
  const { api, outbox } = usePushTestApi('notifications');
  const db = () => api.db.handle.db;

  async function fan(email: string) {
    const { buyer, token } = await signedInBuyer(api, 'Kim', email);
    return { id: buyer.id, token };
  }
  const call = (
    who: { token: string } | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ) =>
    api.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });

  let eventId: number;
  let performerId: number;
  beforeAll(async () => {
    ({ eventId } = await eventWithListings(db(), [], 6));
    const [row] = await db()
      .select({ performerId: events.performerId })
      .from(events)
      .where(eq(events.id, eventId));
    performerId = row!.performerId;
  });

  it('starts with every kind on, changes one kind at a time and refuses bad input naming the field', async () => {
    const someone = await fan('settings.input@example.com');
    expect((await call(null, 'GET', '/api/notification-settings')).statusCode).toBe(401);
    const first = await call(someone, 'GET', '/api/notification-settings');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().data).toEqual({ priceAlerts: true, followedPerformers: true });
    const off = await call(someone, 'POST', '/api/notification-settings', { priceAlerts: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ priceAlerts: false, followedPerformers: true });
    const other = await call(someone, 'POST', '/api/notification-settings', {
      followedPerformers: false,
    });
    expect(other.json().data).toEqual({ priceAlerts: false, followedPerformers: false });
    const bad = await call(someone, 'POST', '/api/notification-settings', { priceAlerts: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('priceAlerts');
    const empty = await call(someone, 'POST', '/api/notification-settings', {});
    expect(empty.statusCode).toBe(400);
    expect(
      (await call(null, 'POST', '/api/notification-settings', { priceAlerts: true })).statusCode,
    ).toBe(401);
  });

  it('sends a fan no price-alert or new-event mail of a kind they turned off; the others still get theirs', async () => {
    const keen = await fan('settings.keen@example.com');
    const quiet = await fan('settings.quiet@example.com');
    for (const who of [keen, quiet]) {
      const alert = await call(who, 'POST', '/api/alerts', {
        eventId,
        quantity: 1,
        targetMinor: 1_000_000,
        currency: 'GBP',
      });
      expect(alert.statusCode, alert.body).toBe(201);
      const follow = await call(who, 'POST', '/api/favorities/save', {
        buyerUserId: who.id,
        performerId,
        favoriteType: true,
      });
      expect(follow.statusCode, follow.body).toBe(200);
    }
    const off = await call(quiet, 'POST', '/api/notification-settings', {
      priceAlerts: false,
      followedPerformers: false,
    });
    expect(off.statusCode).toBe(200);

    await pushAndSettle(api.app, [myticketsRow(eventId, 'settings-1', 4_500)]);
    const keenMails = await mailsTo(outbox.outboxDir, 'settings.keen@example.com');
    expect(keenMails).toHaveLength(2);
    for (const mail of keenMails) {
      expect(mail).toMatch(/List-Unsubscribe:\s*<http:\/\/localhost:3000\/api\//);
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail).toContain('http://localhost:3000/myaccount');
    }
    expect(await mailsTo(outbox.outboxDir, 'settings.quiet@example.com')).toHaveLength(0);
  });
});
