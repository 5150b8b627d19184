// A buyer, a listing of our choosing, a hold and a paid order through the real API, and a
// delivery context on the same database for running the delivery job by hand.
import { randomUUID } from 'node:crypto';
import { listings } from '@reprise/db/schema/listings';
import { CATEGORY_IDS, SEAT_TYPE_IDS, TICKET_TYPE_IDS } from '@reprise/domain/ids';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FulfilmentContext } from '../../fulfilment/fulfilment-context';
import { ticketCodeKey } from '../../fulfilment/ticket-codes';
import { ticketLinkKey } from '../../fulfilment/ticket-links';
import { folderTicketStore } from '../../fulfilment/ticket-store';
import { createDeliveryRegistry } from '../../sources/public';
import type { SourcesConfig } from '../../sources/sources-config';
import { TEST_PUBLIC_BASE_URL, TEST_SESSION_SECRET } from '../build-test-api';
import { eventWithListings, newSession, postHold, TEST_TOKEN } from '../checkout/checkout-fixtures';
import type { FixtureListing } from '../listings/test-fixtures';
import { createBuyer, GOOD_PASSWORD, signInAsApiClient } from '../sessions';
import type { TestApi } from '../use-test-api';

export type Auth = { authorization: string };

let buyers = 0;
/** A new signed-in buyer (bearer token) with the given first name, and email when it matters. */
export async function signedInBuyer(
  api: TestApi,
  firstName = 'Alex',
  email = `fan${++buyers}-${randomUUID().slice(0, 8)}@example.com`,
) {
  const buyer = await createBuyer(api.db.handle.db, { email, password: GOOD_PASSWORD, firstName });
  const { accessToken: token } = await signInAsApiClient(api.app, email, GOOD_PASSWORD);
  return { buyer, email, token, auth: { authorization: `Bearer ${token}` } as Auth };
}

/** A listing of six consecutive QR-code seats (104, C, 9–14) delivered at confirmation. */
export const INSTANT_QR = {
  section: '104',
  row: 'C',
  seatFrom: 9,
  seatTo: 14,
  quantity: 6,
  priceMinor: 4_000,
  currency: 'GBP',
  source: 'mytickets',
  seatTypeId: SEAT_TYPE_IDS.Consecutive,
  ticketTypeId: TICKET_TYPE_IDS.QRCode,
  instantDelivery: true,
} satisfies FixtureListing;

let nth = 0;
/** A future event with one listing; answers the listing id (and sets its id at the source). */
export async function listingOf(api: TestApi, row: FixtureListing, externalId?: string) {
  const { ids } = await eventWithListings(api.db.handle.db, [row], nth++, CATEGORY_IDS.Theater);
  const listingId = ids[0]!;
  if (externalId) {
    await api.db.handle.db.update(listings).set({ externalId }).where(eq(listings.id, listingId));
  }
  return listingId;
}

/** A hold of `quantity` seats by a fresh checkout session. */
export async function holdOf(app: FastifyInstance, listingId: number, quantity: number) {
  const sessionId = newSession();
  const response = await postHold(app, { listingId, quantity, sessionId });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`hold failed: ${response.statusCode} ${response.body}`);
  }
  return { holdId: response.json().data.id as number, sessionId };
}

/** Pays for a hold (with any extra request headers, a language cookie say); answers the order id. */
export async function payFor(
  app: FastifyInstance,
  auth: Auth,
  hold: { holdId: number; sessionId: string },
  email: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/setpaymentProcess',
    headers: { ...headers, ...auth, 'idempotency-key': randomUUID() },
    payload: {
      ...hold,
      paymentToken: TEST_TOKEN,
      contact: { first_name: 'Alex', last_name: 'Rivera', email },
    },
  });
  const answer = response.json().data?.responseData;
  if (answer?.status !== 'success') throw new Error(`payment failed: ${response.body}`);
  // The capture runs after the answer; a paid order here is a captured one, as refunds need.
  await app.backgroundWork.idle();
  return answer.orderId as number;
}

/** A new buyer's paid order of `seats` seats of a new listing; answers it with its buyer and listing. */
export async function paidOrderOf(
  api: TestApi,
  listing: FixtureListing,
  options: { seats?: number; firstName?: string; externalId?: string } = {},
) {
  const { auth, email } = await signedInBuyer(api, options.firstName);
  const listingId = await listingOf(api, listing, options.externalId);
  const hold = await holdOf(api.app, listingId, options.seats ?? 1);
  const orderId = await payFor(api.app, auth, hold, email);
  return { orderId, listingId, auth, email };
}

/** The delivery job's context on the test API's database, with its own clock. */
export function deliveryContext(
  api: TestApi,
  options: { ticketsDir: string; sources: SourcesConfig; now?: () => Date },
): FulfilmentContext {
  return {
    database: api.db.handle,
    store: folderTicketStore(options.ticketsDir),
    codeKey: ticketCodeKey(TEST_SESSION_SECRET),
    linkKey: ticketLinkKey(TEST_SESSION_SECRET),
    deliveries: createDeliveryRegistry(options.sources),
    wallet: null,
    mailer: api.app.mailer,
    publicBaseUrl: TEST_PUBLIC_BASE_URL,
    now: options.now ?? (() => new Date()),
    log: api.app.log,
  };
}
