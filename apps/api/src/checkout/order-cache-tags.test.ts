import { randomUUID } from 'node:crypto';
import { CATEGORY_IDS } from '@reprise/domain/ids';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { eventTag } from '../events/public';
import {
  eventWithListings,
  newSession,
  postHold,
  TEST_CONTACT,
  TEST_TOKEN,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';

const CARDS_QUERY = `query($input: EventFilterInput){ filterListings(input: $input){ event_id total_sold_tickets } }`;

// During an on-sale every order lands here many times a second: what an order drops from the
// caches must be what it changed (the sold event and the cards' sold counts), never every other
// event's listings and the pages rendered from them.
describe('what an order drops from the caches', () => {
  const readCache = new ReadCache();
  const api = useTestApi(undefined, { readCache });

  it("refreshes the cards' sold counts and leaves other events' listings cached", async () => {
    const { app } = api;
    const db = api.db.handle.db;
    const listing = { section: 'A', quantity: 10, priceMinor: 5_000, currency: 'GBP' };
    const sold = await eventWithListings(db, [listing], 0, CATEGORY_IDS.Theater);
    const other = await eventWithListings(db, [listing], 1, CATEGORY_IDS.Theater);
    const cards = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: {
          query: CARDS_QUERY,
          variables: { input: { eventSearch: '', limit: 100, isfutureevents: true } },
        },
      });
      const rows = (
        answer.json() as {
          data: { filterListings: { event_id: number; total_sold_tickets: number }[] };
        }
      ).data.filterListings;
      return rows.find((row) => row.event_id === sold.eventId)?.total_sold_tickets;
    };
    // Both cached before the order: the cards, and the other event's listings.
    expect(await cards()).toBe(0);
    const otherListings = await app.inject({ url: `/api/event/listings?eventId=${other.eventId}` });
    expect(otherListings.statusCode).toBe(200);

    const email = `cards-${randomUUID().slice(0, 8)}@example.com`;
    await createBuyer(db, { email, password: GOOD_PASSWORD });
    const { accessToken } = await signInAsApiClient(app, email, GOOD_PASSWORD);
    const sessionId = newSession();
    const hold = await postHold(app, { listingId: sold.ids[0], quantity: 2, sessionId });
    expect(hold.statusCode).toBe(201);

    const dropped: string[] = [];
    const unsubscribe = readCache.subscribe({
      invalidate: (tag) => dropped.push(tag),
      clear: () => dropped.push('*'),
    });
    try {
      const paid = await app.inject({
        method: 'POST',
        url: '/api/setpaymentProcess',
        headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': randomUUID() },
        payload: {
          holdId: hold.json().data.id,
          sessionId,
          paymentToken: TEST_TOKEN,
          contact: TEST_CONTACT,
        },
      });
      expect(paid.json().data.responseData.status).toBe('success');
    } finally {
      unsubscribe();
    }

    expect(await cards()).toBe(2);
    // The other event's listings carry these tags (listings/routes.ts): none was dropped.
    for (const tag of ['listings', eventTag(other.eventId), '*']) {
      expect(dropped).not.toContain(tag);
    }
    expect(dropped).toContain(eventTag(sold.eventId));
  });
});
