import {
  type EventListingsData,
  eventListingsResponseSchema,
} from '@reprise/domain/schemas/event-listings';
import { describe, expect, it } from 'vitest';
import {
  eventWithListings,
  newSession,
  postHold,
} from '../test-support/checkout/checkout-fixtures';
import { useTestApi } from '../test-support/use-test-api';
import { LISTINGS_TTL_MS } from './listing-service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('seats of a hold that ends by its clock alone', () => {
  const api = useTestApi(undefined, { testHooks: true });

  it('show on the event page as soon as it ends, not a cache lifetime later', async () => {
    const { app, db } = api;
    const { eventId, ids } = await eventWithListings(db.handle.db, [
      { section: 'Clock', quantity: 4, priceMinor: 5_000, currency: 'GBP' },
    ]);
    const available = async () => {
      const response = await app.inject(`/api/event/listings?eventId=${eventId}&limit=10`);
      const data: EventListingsData = eventListingsResponseSchema.parse(response.json()).data;
      return data.listings.find((listing) => listing.id === ids[0])?.available;
    };
    expect(await available()).toBe(4);

    const hold = await postHold(app, { listingId: ids[0], quantity: 2, sessionId: newSession() });
    expect(hold.statusCode, hold.body).toBe(201);
    // Long enough that the next read surely comes before the end on a slow runner.
    const endsInMs = 4_000;
    const shortened = await app.inject({
      method: 'POST',
      url: `/api/test-hooks/holds/${hold.json().data.id}/expire-in`,
      payload: { seconds: endsInMs / 1000 },
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(await available()).toBe(2);
    // Cached now, and the hold ends well inside the cache's lifetime.
    expect(endsInMs * 2).toBeLessThan(LISTINGS_TTL_MS);

    await sleep(endsInMs + 300);
    expect(await available()).toBe(4);
  });
});
