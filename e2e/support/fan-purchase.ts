import { randomBytes, randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS, sandboxToken } from '@reprise/domain/payments/sandbox-token';
import type { RunningServer } from './server';
import type { SignedInFan } from './signed-in-fan';

/** A POST to the API as the signed-in fan (their cookies, our origin); throws on a non-2xx. */
export async function postAsFan<T>(
  server: Pick<RunningServer, 'baseUrl'>,
  fan: SignedInFan,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: {
      origin: server.baseUrl,
      'content-type': 'application/json',
      cookie: fan.apiCookie,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Buys `quantity` tickets of the listing through the API as the fan (hold, then pay with what the
 * sandbox card frame hands the page for the approving test card); answers the new order's
 * confirmation number.
 */
export async function buyThroughApi(
  server: Pick<RunningServer, 'baseUrl'>,
  fan: SignedInFan,
  listingId: number,
  quantity: number,
): Promise<string> {
  const sessionId = randomUUID();
  const hold = await postAsFan<{ data: { id: number } }>(server, fan, '/api/holds', {
    listingId,
    quantity,
    sessionId,
  });
  const paid = await postAsFan<{ data: { responseData: unknown } }>(
    server,
    fan,
    '/api/setpaymentProcess',
    {
      holdId: hold.data.id,
      sessionId,
      paymentToken: sandboxToken(SANDBOX_TEST_CARDS.approved, randomBytes(8).toString('hex')),
      contact: { first_name: fan.firstName, last_name: fan.lastName, email: fan.email },
    },
    { 'idempotency-key': randomUUID() },
  );
  const orders = await postAsFan<{ data: { orders: { confirmationNumber: string }[] } }>(
    server,
    fan,
    '/api/ticket/mytickets',
    { limit: 5 },
  );
  const confirmationNumber = orders.data.orders[0]?.confirmationNumber;
  if (!confirmationNumber) throw new Error(`no order after paying: ${JSON.stringify(paid)}`);
  return confirmationNumber;
}
