// Asynchronous outcomes from a provider (ADR 0018), once their signature was checked: each event
// is recorded by its id in the same transaction as its effect, so a redelivered event (providers
// deliver at least once) changes nothing the second time.
import { orders } from '@reprise/db/schema/orders';
import { paymentEvents } from '@reprise/db/schema/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProviderEvent } from './payment-provider';
import type { PaymentsContext } from './payments-context';

/** Applies a provider's event once; answers false for an event already processed. */
export async function processProviderEvent(
  ctx: PaymentsContext,
  event: ProviderEvent,
): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: `${ctx.provider.name}:${event.eventId}`,
        type: event.type,
        paymentId: event.paymentId,
        receivedAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return false;
    if (event.kind === 'captured') {
      // A capture confirmed later (or made outside our sweep): the order owes nothing more.
      await tx
        .update(orders)
        .set({ capturedAt: ctx.now() })
        .where(and(eq(orders.paymentReference, event.paymentId), isNull(orders.capturedAt)));
    } else if (event.kind === 'failed') {
      ctx.log.warn(
        { paymentId: event.paymentId, type: event.type },
        'a payment failed at the provider',
      );
    }
    return true;
  });
}
