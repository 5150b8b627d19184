// Many paid orders of one event through the checkout services (the per-address payment budget
// of the HTTP route would stop a test at 60), each with its own contact address.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@reprise/db/client';
import { CATEGORY_IDS, TICKET_TYPE_IDS } from '@reprise/domain/ids';
import { createHold } from '../../checkout/hold-service';
import { payForHold } from '../../checkout/payment-service';
import {
  eventWithListings,
  newSession,
  TEST_TOKEN,
  TRUSTED_CLIENT,
} from '../checkout/checkout-fixtures';
import { testCheckoutContext } from '../checkout/test-context';
import { createBuyer } from '../sessions';

let nth = 0;

/** A future event with `n` paid orders of posted tickets; answers the event, orders and emails. */
export async function eventWithPaidOrders(database: DatabaseHandle, n: number, label: string) {
  const { eventId, ids } = await eventWithListings(
    database.db,
    [
      {
        section: '101',
        quantity: n,
        priceMinor: 3_000,
        currency: 'GBP',
        ticketTypeId: TICKET_TYPE_IDS.HardStock,
      },
    ],
    nth++,
    CATEGORY_IDS.Theater,
  );
  const buyer = await createBuyer(database.db, { email: `${label}-${randomUUID()}@example.com` });
  const ctx = testCheckoutContext(database);
  const orderIds: number[] = [];
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const sessionId = newSession();
    const { hold } = await createHold(ctx, {
      listingId: ids[0]!,
      quantity: 1,
      sessionId,
      buyerId: null,
      client: TRUSTED_CLIENT,
      challenge: null,
    });
    const email = `${label}-${i}-${randomUUID().slice(0, 6)}@example.com`;
    const outcome = await payForHold(ctx, {
      buyerId: buyer.id,
      idempotencyKey: randomUUID(),
      currency: 'GBP',
      secret: 'guarantee-test-secret-0123456789abcdef',
      body: {
        holdId: hold.id,
        sessionId,
        paymentToken: TEST_TOKEN,
        contact: { first_name: 'Alex', last_name: 'Rivera', email },
      },
    });
    if (outcome.answer.status !== 'success' || !outcome.answer.orderId) {
      throw new Error(`payment failed: ${JSON.stringify(outcome.answer)}`);
    }
    orderIds.push(outcome.answer.orderId);
    emails.push(email);
  }
  return { eventId: eventId as number, orderIds, emails };
}
