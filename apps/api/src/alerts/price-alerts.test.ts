import { priceAlerts } from '@reprise/db/schema/alerts';
import { events } from '@reprise/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  mailsTo,
  mapTwoZones,
  pushAndSettle,
  usePushTestApi,
} from '../test-support/alerts/listing-push';
import { TEST_SESSION_SECRET } from '../test-support/build-test-api';
import { eventWithListings } from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { myticketsRow } from '../test-support/sources/source-test-support';
import { unsubscribeUrl } from './alert-match-service';

const OPERATOR_KEY = 'operator-key-for-alert-tests-0123456789';
let clock = new Date();

const row = (
  eventId: number,
  id: string,
  fields: {
    section: string;
    quantity: number;
    priceMinor: number;
    feesMinor?: number;
    splitRule?: 3 | 5;
  },
) => ({ ...myticketsRow(eventId, id), feesMinor: 0, ...fields });

describe('price alerts', () => {
  const { api, outbox } = usePushTestApi('alerts', () => ({
    operatorApiKey: OPERATOR_KEY,
    now: () => clock,
  }));
  const db = () => api.db.handle.db;
  let eventId: number;
  let eventPath: string;
  let token: string;
  const email = 'alert.fan@example.com';

  beforeAll(async () => {
    ({ eventId } = await eventWithListings(db(), []));
    // The tests below move the clock two days on: the event must still be ahead of it then,
    // whatever today's date makes the soonest event of the demo data.
    await db()
      .update(events)
      .set({ startsAt: new Date(clock.getTime() + 30 * 86_400_000) })
      .where(eq(events.id, eventId));
    await mapTwoZones(api.app, eventId, OPERATOR_KEY);
    await createBuyer(db(), { email, password: GOOD_PASSWORD, firstName: 'Sam' });
    token = (await signInAsApiClient(api.app, email, GOOD_PASSWORD)).accessToken;
    const event = await api.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
    eventPath = event.json().data.path;
  });

  const setAlert = (payload: Record<string, unknown>, bearer: string | null = token) =>
    api.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  // The listing that answers the alert once cheap enough: 4 seats in Lower 1 with £10 fees.
  const lowerTarget = (priceMinor: number) =>
    row(eventId, 'lower-target', { section: 'Lower 1', quantity: 4, priceMinor, feesMinor: 1_000 });

  it('refuses a stranger, an unknown zone and a bad target with a 4xx naming the field', async () => {
    const wish = { eventId, quantity: 2, zoneId: 'lower', targetMinor: 8_000, currency: 'GBP' };
    expect((await setAlert(wish, null)).statusCode).toBe(401);
    const zone = await setAlert({ ...wish, zoneId: 'balcony' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().field).toBe('zoneId');
    const target = await setAlert({ ...wish, targetMinor: -5 });
    expect(target.statusCode).toBe(400);
    expect(target.body).toContain('targetMinor');
    const quantity = await setAlert({ ...wish, quantity: 13 });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.body).toContain('quantity');
  });

  it('mails once when a push drops a matching listing under the target, never for a listing that does not match', async () => {
    const created = await setAlert({
      eventId,
      quantity: 2,
      zoneId: 'lower',
      targetMinor: 8_000,
      currency: 'GBP',
    });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = created.json().data.id as number;

    // Cheap but not answering: another zone; 2 of 3 would leave one seat (NeverLeaveOne); all or
    // nothing of 4 (noSplits); and the matching listing still over the target.
    await pushAndSettle(api.app, [
      row(eventId, 'club-cheap', { section: 'Club 1', quantity: 4, priceMinor: 5_000 }),
      row(eventId, 'lower-leave-one', {
        section: 'Lower 1',
        quantity: 3,
        priceMinor: 5_000,
        splitRule: 3,
      }),
      row(eventId, 'lower-no-split', {
        section: 'Lower 1',
        quantity: 4,
        priceMinor: 5_000,
        splitRule: 5,
      }),
      lowerTarget(9_000),
    ]);
    expect(await mailsTo(outbox.outboxDir, email)).toHaveLength(0);

    // The drop: £65 + £10 fees = £75 all-in.
    await pushAndSettle(api.app, [lowerTarget(6_500)]);
    const mails = await mailsTo(outbox.outboxDir, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('£75.00');
    const link = mail.match(/See the tickets: (\S+)/)?.[1];
    expect(link).toBe(`http://localhost:3000${eventPath}?quantity=2&zone=lower`);
    const unsubscribe = mail.match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1];
    expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain(`Stop this alert (no sign-in needed): ${unsubscribe}`);

    // A second drop the same day: no second mail.
    await pushAndSettle(api.app, [lowerTarget(6_000)]);
    expect(await mailsTo(outbox.outboxDir, email)).toHaveLength(1);

    // The next day, a change that still matches mails again.
    clock = new Date(clock.getTime() + 86_400_000);
    await pushAndSettle(api.app, [lowerTarget(5_900)]);
    expect(await mailsTo(outbox.outboxDir, email)).toHaveLength(2);

    // The unsubscribe link ends the alert with no session at all.
    const page = await api.app.inject({
      method: 'GET',
      url: unsubscribe!.replace('http://localhost:3000', ''),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Price alert stopped');
    const [stored] = await db().select().from(priceAlerts).where(eq(priceAlerts.id, alertId));
    expect(stored!.endReason).toBe('unsubscribed');
    // The clock moved a day: sign in again for a live access token.
    token = (await signInAsApiClient(api.app, email, GOOD_PASSWORD)).accessToken;
    const mine = await api.app.inject({
      method: 'GET',
      url: `/api/alerts?eventId=${eventId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([]);

    clock = new Date(clock.getTime() + 86_400_000);
    await pushAndSettle(api.app, [lowerTarget(5_000)]);
    expect(await mailsTo(outbox.outboxDir, email)).toHaveLength(2);
  });

  it("lets a fan end their own alert, never another fan's", async () => {
    token = (await signInAsApiClient(api.app, email, GOOD_PASSWORD)).accessToken;
    const created = await setAlert({ eventId, quantity: 1, targetMinor: 5_000, currency: 'GBP' });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = created.json().data.id as number;
    const stranger = 'stranger.fan@example.com';
    await createBuyer(db(), { email: stranger, password: GOOD_PASSWORD });
    const strangerToken = (await signInAsApiClient(api.app, stranger, GOOD_PASSWORD)).accessToken;
    const end = (bearer: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/alerts/end',
        payload: { alertId },
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await end(strangerToken)).statusCode).toBe(404);
    expect((await end(token)).statusCode).toBe(200);
    expect((await end(token)).statusCode).toBe(404);
  });

  it("ends an alert by the mail client's one-click POST (RFC 8058), with no session", async () => {
    const created = await setAlert({ eventId, quantity: 1, targetMinor: 5_000, currency: 'GBP' });
    const alertId = created.json().data.id as number;
    const url = unsubscribeUrl('', alertId, TEST_SESSION_SECRET);
    const response = await api.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await db().select().from(priceAlerts).where(eq(priceAlerts.id, alertId));
    expect(stored!.endReason).toBe('unsubscribed');
  });

  it('refuses an unsubscribe token it did not sign', async () => {
    for (const bad of [
      '1.AAAAAAAAAAAAAAAAAAAAAAAA',
      'nonsense',
      '99999.AAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${bad}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('TOKEN_INVALID');
    }
  });

  it('ends the alerts of an event once it starts, without a mail', async () => {
    const other = 'started.fan@example.com';
    await createBuyer(db(), { email: other, password: GOOD_PASSWORD });
    const bearer = (await signInAsApiClient(api.app, other, GOOD_PASSWORD)).accessToken;
    const created = await setAlert(
      { eventId, quantity: 1, targetMinor: 100_000, currency: 'GBP' },
      bearer,
    );
    expect(created.statusCode, created.body).toBe(201);
    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    clock = new Date(event!.startsAt.getTime() + 60_000);
    await pushAndSettle(api.app, [
      row(eventId, 'after-start', { section: 'Club 1', quantity: 2, priceMinor: 1_000 }),
    ]);
    expect(await mailsTo(outbox.outboxDir, other)).toHaveLength(0);
    const [stored] = await db()
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.id, created.json().data.id));
    expect(stored!.endReason).toBe('event_started');
    const lateBearer = (await signInAsApiClient(api.app, other, GOOD_PASSWORD)).accessToken;
    const late = await setAlert(
      { eventId, quantity: 1, targetMinor: 100_000, currency: 'GBP' },
      lateBearer,
    );
    expect(late.statusCode).toBe(409);
    const listed = await api.app.inject({
      method: 'GET',
      url: `/api/alerts?eventId=${eventId}`,
      headers: { authorization: `Bearer ${lateBearer}` },
    });
    expect(listed.json().data).toEqual([]);
  });
});
