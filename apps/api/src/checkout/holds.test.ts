import { HOLD_MS } from '@reprise/domain/constants';
import { SPLIT_IDS } from '@reprise/domain/ids';
import { holdResponseSchema } from '@reprise/domain/schemas/checkout';
import { describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import {
  eventWithListings,
  newSession,
  postHold,
} from '../test-support/checkout/checkout-fixtures';
import { postRaw } from '../test-support/inject-expect';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';

describe('holds', () => {
  const api = useTestApi();

  it('holds seats for 10 minutes, answers the same hold on a reload, and frees them on release', async () => {
    const db = api.db.handle.db;
    const { ids, eventId } = await eventWithListings(db, [
      {
        section: 'A',
        quantity: 6,
        priceMinor: 5_000,
        feesMinor: 500,
        taxRateBp: 1000,
        currency: 'GBP',
      },
    ]);
    const sessionId = newSession();
    const first = await postHold(api.app, { listingId: ids[0], quantity: 2, sessionId });
    expect(first.statusCode).toBe(201);
    const hold = holdResponseSchema.parse(first.json()).data;
    expect(hold).toMatchObject({ listingId: ids[0], eventId, quantity: 2, status: 'active' });
    expect(Date.parse(hold.expiresAt) - Date.parse(hold.serverNow)).toBeLessThanOrEqual(HOLD_MS);
    expect(Date.parse(hold.expiresAt) - Date.parse(hold.serverNow)).toBeGreaterThan(
      HOLD_MS - 5_000,
    );
    // 2 × (50.00 + 5.00) = 110.00, tax 10 % = 11.00
    expect(hold.quote).toMatchObject({
      currency: 'GBP',
      subtotalMinor: 11_000,
      taxMinor: 1_100,
      totalMinor: 12_100,
      promoMinor: 0,
      promo: null,
    });
    const [before] = await listingAvailability(db, { listingIds: [ids[0]!] });
    expect(before).toMatchObject({ held: 2, available: 4 });

    const again = await postHold(api.app, { listingId: ids[0], quantity: 2, sessionId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: hold.id, expiresAt: hold.expiresAt });

    const read = await api.app.inject(`/api/holds/${hold.id}?sessionId=${sessionId}`);
    expect(read.statusCode).toBe(200);
    const other = await api.app.inject(`/api/holds/${hold.id}?sessionId=${newSession()}`);
    expect(other.json()).toMatchObject({ code: 'HOLD_NOT_FOUND' });

    // Another session cannot release it; unknown ids are ignored.
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/api/releaseHold',
      payload: { ids: [hold.id, 999_999], sessionId: newSession() },
    });
    expect(foreign.json()).toEqual({ data: { released: 0 } });
    // sendBeacon posts a text/plain JSON string.
    const released = await postRaw(
      api.app,
      '/api/resetListingStatus',
      'text/plain;charset=UTF-8',
      JSON.stringify({ ids: [ids[0]], sessionId }),
    );
    expect(released.json()).toEqual({ data: { released: 1 } });
    const [after] = await listingAvailability(db, { listingIds: [ids[0]!] });
    expect(after).toMatchObject({ held: 0, available: 6 });
    const gone = await api.app.inject(`/api/holds/${hold.id}?sessionId=${sessionId}`);
    expect(gone.json().data.status).toBe('released');
  });

  it('replaces the session’s previous hold and refuses what is gone, split or off sale', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(
      db,
      [
        { section: 'A', quantity: 4, priceMinor: 5_000, currency: 'GBP' },
        {
          section: 'B',
          quantity: 3,
          priceMinor: 5_000,
          currency: 'GBP',
          splitRule: SPLIT_IDS.NeverLeaveOne,
        },
        { section: 'C', quantity: 3, priceMinor: 5_000, currency: 'GBP', status: 'withdrawn' },
      ],
      1,
    );
    const sessionId = newSession();
    const a = (await postHold(api.app, { listingId: ids[0], quantity: 3, sessionId })).json().data;
    const b = await postHold(api.app, { listingId: ids[1], quantity: 3, sessionId });
    expect(b.statusCode).toBe(201);
    const replaced = await api.app.inject(`/api/holds/${a.id}?sessionId=${sessionId}`);
    expect(replaced.json().data.status).toBe('released');

    const taken = await postHold(api.app, {
      listingId: ids[1],
      quantity: 1,
      sessionId: newSession(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SEATS_UNAVAILABLE',
      message: 'Sorry, these tickets were just taken. Please pick other tickets.',
    });
    // Quantity change of the same hold keeps its id and clock; 2 of 3 would leave one.
    const split = await postHold(api.app, { listingId: ids[1], quantity: 2, sessionId });
    expect(split.statusCode).toBe(400);
    expect(split.json()).toMatchObject({ code: 'QUANTITY_NOT_ALLOWED', field: 'quantity' });

    const withdrawn = await postHold(api.app, {
      listingId: ids[2],
      quantity: 1,
      sessionId: newSession(),
    });
    expect(withdrawn.json()).toMatchObject({ code: 'EVENT_NOT_ON_SALE' });
    const missing = await postHold(api.app, { listingId: 999_999, quantity: 1, sessionId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'LISTING_NOT_FOUND' });
    const badSession = await postHold(api.app, {
      listingId: ids[0],
      quantity: 1,
      sessionId: 'abc',
    });
    expect(badSession.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'sessionId' });
    const tooMany = await postHold(api.app, { listingId: ids[0], quantity: 13, sessionId });
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quantity' });
  });

  it('changes the quantity of the same hold in place, keeping its clock', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(
      db,
      [{ section: 'A', quantity: 4, priceMinor: 5_000, currency: 'GBP' }],
      2,
    );
    const sessionId = newSession();
    const first = (await postHold(api.app, { listingId: ids[0], quantity: 2, sessionId })).json()
      .data;
    const second = await postHold(api.app, { listingId: ids[0], quantity: 4, sessionId });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      id: first.id,
      quantity: 4,
      expiresAt: first.expiresAt,
    });
  });

  it('a signed-in buyer holds one listing across tabs: a new tab’s hold frees the old tab’s seats', async () => {
    const db = api.db.handle.db;
    const { ids } = await eventWithListings(
      db,
      [
        {
          section: 'A',
          quantity: 4,
          priceMinor: 5_000,
          currency: 'GBP',
          splitRule: SPLIT_IDS.noSplitsId,
        },
        { section: 'B', quantity: 2, priceMinor: 5_000, currency: 'GBP' },
      ],
      3,
    );
    const email = `tabs-${newSession().slice(0, 8)}@example.com`;
    await createBuyer(db, { email, password: GOOD_PASSWORD });
    const tokens = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const tabA = newSession();
    const tabB = newSession();
    const b = (
      await postHold(api.app, { listingId: ids[1], quantity: 2, sessionId: tabA }, auth)
    ).json().data;
    const a = (
      await postHold(api.app, { listingId: ids[0], quantity: 4, sessionId: tabA }, auth)
    ).json().data;
    // All four seats of a no-split listing are held by tab A; tab B asks for the same four.
    const again = await postHold(
      api.app,
      { listingId: ids[0], quantity: 4, sessionId: tabB },
      auth,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(a.id);
    const readA = await api.app.inject(`/api/holds/${a.id}?sessionId=${tabA}`);
    expect(readA.json().data.status).toBe('released');
    const readB = await api.app.inject(`/api/holds/${b.id}?sessionId=${tabA}`);
    expect(readB.json().data.status).toBe('released');
    const [availability] = await listingAvailability(db, { listingIds: [ids[0]!] });
    expect(availability).toMatchObject({ held: 4, available: 0 });
    // Another buyer still cannot have them.
    const other = await postHold(api.app, {
      listingId: ids[0],
      quantity: 4,
      sessionId: newSession(),
    });
    expect(other.json()).toMatchObject({ code: 'SEATS_UNAVAILABLE' });
  });
});
