import { randomUUID } from 'node:crypto';
import { CATEGORY_IDS } from '@reprise/domain/ids';
import { eventWithListings, newSession, postHold } from '../checkout/checkout-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../sessions';
import type { TestApi } from '../use-test-api';

/**
 * A new signed-in buyer holding 2 of 6 £40 theatre tickets on an event of its own (`nth` keeps the
 * suite's events apart): the bearer header, the hold, its session and the listing.
 */
export async function buyerWithHold(api: TestApi, label: string, nth: number) {
  const db = api.db.handle.db;
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  await createBuyer(db, { email, password: GOOD_PASSWORD });
  const tokens = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
  const { ids } = await eventWithListings(
    db,
    [{ section: 'A', quantity: 6, priceMinor: 4_000, currency: 'GBP' }],
    nth,
    CATEGORY_IDS.Theater,
  );
  const sessionId = newSession();
  const hold = (await postHold(api.app, { listingId: ids[0], quantity: 2, sessionId })).json()
    .data as { id: number };
  return {
    auth: { authorization: `Bearer ${tokens.accessToken}` },
    hold,
    sessionId,
    listingId: ids[0]!,
  };
}
