// Many paid orders of one event through the checkout services (the per-address payment budget
// of the HTTP route would stop a test at 60), each with its own contact address.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@reprise/db/client';
import { CATEGORY_IDS, TICKET_TYPE_IDS } from '@reprise/domain/ids';
import { createHold } from '../../checkout/hold-service';
import { payForHold } from '../../checkout/payment-service';
import { eventWithListings, holdPayment, trustedHold } from '../checkout/checkout-fixtures';
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
    const { hold } = await createHold(ctx, trustedHold(ids[0]!, 1));
    const email = `${label}-${i}-${randomUUID().slice(0, 6)}@example.com`;
    const contact = { first_name: 'Alex', last_name: 'Rivera', email };
    const outcome = await payForHold(
      ctx,
      holdPayment(hold, buyer.id, 'guarantee-test-secret-0123456789abcdef', contact),
    );
    if (outcome.answer.status !== 'success' || !outcome.answer.orderId) {
      throw new Error(`payment failed: ${JSON.stringify(outcome.answer)}`);
    }
    // The capture the route runs after the answer: refunds need a captured order.
    await outcome.afterAnswer?.();
    orderIds.push(outcome.answer.orderId);
    emails.push(email);
  }
  return { eventId: eventId as number, orderIds, emails };
}
