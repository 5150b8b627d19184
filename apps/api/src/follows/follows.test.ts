import { events } from '@reprise/db/schema/catalog';
import { buyers } from '@reprise/db/schema/identity';
import { cities, venues } from '@reprise/db/schema/place';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, pushAndSettle, usePushTestApi } from '../test-support/alerts/listing-push';
import { eventWithListings } from '../test-support/checkout/checkout-fixtures';
import { signedInBuyer } from '../test-support/fulfilment/fulfilment-fixtures';
import { myticketsRow } from '../test-support/sources/source-test-support';

describe('following a performer', () => {
  const { api, outbox } = usePushTestApi('follows');
  const db = () => api.db.handle.db;
  // The new event (no listings yet), an event already on sale, and their performers.
  let newEventId: number;
  let onSaleEventId: number;
  let performerId: number;
  let onSalePerformerId: number;
  let country: string;

  async function fan(email: string, countryCode: string | null) {
    const { buyer, token } = await signedInBuyer(api, 'Robin', email);
    await db().update(buyers).set({ countryCode }).where(eq(buyers.id, buyer.id));
    return { id: buyer.id, token };
  }

  const save = (who: { id: number; token: string }, payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/favorities/save',
      payload: { buyerUserId: who.id, ...payload },
      headers: { authorization: `Bearer ${who.token}` },
    });

  const followed = async (who: { token: string }) =>
    (
      await api.app.inject({
        method: 'GET',
        url: '/api/favorities/performers',
        headers: { authorization: `Bearer ${who.token}` },
      })
    ).json().data as { id: number; name: string; path: string }[];

  async function performerAndCountryOf(eventId: number) {
    const [row] = await db()
      .select({ performerId: events.performerId, country: cities.countryCode })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .where(eq(events.id, eventId));
    return row!;
  }

  beforeAll(async () => {
    ({ eventId: newEventId } = await eventWithListings(db(), [], 3));
    ({ performerId, country } = await performerAndCountryOf(newEventId));
    // The next soonest event of another performer, already on sale.
    for (let nth = 4; ; nth++) {
      ({ eventId: onSaleEventId } = await eventWithListings(
        db(),
        [{ section: 'A', row: '1', quantity: 4, priceMinor: 5_000, currency: 'GBP' }],
        nth,
      ));
      onSalePerformerId = (await performerAndCountryOf(onSaleEventId)).performerId;
      if (onSalePerformerId !== performerId) break;
    }
  });

  it('refuses a favourite naming both or neither of event and performer, and an unknown performer', async () => {
    const someone = await fan('follow.input@example.com', null);
    const both = await save(someone, { eventId: newEventId, performerId, favoriteType: true });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('performerId');
    const neither = await save(someone, { favoriteType: true });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('eventId');
    const unknown = await save(someone, { performerId: 999_999, favoriteType: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().field).toBe('performerId');
    const stranger = await api.app.inject({ method: 'GET', url: '/api/favorities/performers' });
    expect(stranger.statusCode).toBe(401);
  });

  it('follows with the favourites call and lists the performer under Following; unfollows the same way', async () => {
    const someone = await fan('follow.toggle@example.com', null);
    const added = await save(someone, { performerId, favoriteType: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ performerId, favorite: true });
    expect((await save(someone, { performerId, favoriteType: true })).statusCode).toBe(200);
    expect((await followed(someone)).map((p) => p.id)).toEqual([performerId]);
    expect((await followed(someone))[0]!.path).toMatch(/^\//);
    const removed = await save(someone, { performerId, favoriteType: false });
    expect(removed.json().data).toEqual({ performerId, favorite: false });
    expect(await followed(someone)).toEqual([]);
  });

  it('mails a follower once when a source puts a new event of the performer on sale in their country', async () => {
    const local = await fan('follow.local@example.com', country.toUpperCase());
    const elsewhere = await fan('follow.elsewhere@example.com', country === 'nz' ? 'us' : 'nz');
    const notFollowing = await fan('follow.none@example.com', null);
    for (const who of [local, elsewhere]) {
      expect((await save(who, { performerId, favoriteType: true })).statusCode).toBe(200);
    }
    // An event already on sale before the follow is not news when its listings change (a fan
    // of any country, so only that rule keeps the mail back).
    const late = await fan('follow.late@example.com', null);
    for (const who of [local, late]) {
      expect(
        (await save(who, { performerId: onSalePerformerId, favoriteType: true })).statusCode,
      ).toBe(200);
    }
    await pushAndSettle(api.app, [myticketsRow(onSaleEventId, 'old-event-1', 4_000)]);
    expect(await mailsTo(outbox.outboxDir, 'follow.late@example.com')).toHaveLength(0);
    expect(await mailsTo(outbox.outboxDir, 'follow.local@example.com')).toHaveLength(0);

    await pushAndSettle(api.app, [myticketsRow(newEventId, 'new-event-1', 4_500)]);
    const mails = await mailsTo(outbox.outboxDir, 'follow.local@example.com');
    expect(mails).toHaveLength(1);
    expect(await mailsTo(outbox.outboxDir, 'follow.elsewhere@example.com')).toHaveLength(0);
    expect(await mailsTo(outbox.outboxDir, 'follow.none@example.com')).toHaveLength(0);
    expect(notFollowing.id).toBeGreaterThan(0);

    const mail = mails[0]!;
    const event = (await api.app.inject({ method: 'GET', url: `/api/events/${newEventId}` })).json()
      .data as { name: string; path: string };
    expect(mail).toContain(event.name);
    expect(mail).toContain(`See the tickets: http://localhost:3000${event.path}`);
    const unsubscribe = mail.match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1];
    expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/follows\/unsubscribe\?token=/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain(unsubscribe!);

    // More listings for the same event: no second mail.
    await pushAndSettle(api.app, [
      myticketsRow(newEventId, 'new-event-1', 4_000),
      myticketsRow(newEventId, 'new-event-2', 4_200),
    ]);
    expect(await mailsTo(outbox.outboxDir, 'follow.local@example.com')).toHaveLength(1);

    // The mail's link ends the follow without signing in; a forged token is refused.
    const forged = await api.app.inject({
      method: 'GET',
      url: '/api/follows/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.statusCode).toBe(400);
    const path = unsubscribe!.replace('http://localhost:3000', '');
    const page = await api.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You no longer follow this performer');
    expect((await followed(local)).map((p) => p.id)).toEqual([onSalePerformerId]);
    const oneClick = await api.app.inject({ method: 'POST', url: path });
    expect(oneClick.statusCode).toBe(200);
  });
});
