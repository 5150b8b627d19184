// An order is written before its payment is captured (payment-service.ts), so a process that dies
// between the commit and the capture, or a processor that fails the capture, leaves an order whose
// money was only reserved. This sweep captures those: after CAPTURE_GRACE_MS (the payment's own
// capture has had its chance), at most MAX_CAPTURE_ATTEMPTS times, then it tells the operators.
import { ADVISORY_LOCK_KEYS, runOnce } from '@reprise/db/advisory-lock';
import { countCaptureAttempt, findUncaptured, markCaptured } from './capture-queries';
import type { CheckoutContext } from './checkout-context';

export const CAPTURE_GRACE_MS = 60_000;
export const MAX_CAPTURE_ATTEMPTS = 5;
const CAPTURE_BATCH = 50;

/** One sweep: captures what it can; answers how many it captured (null: another copy swept). */
export async function sweepCaptures(ctx: CheckoutContext): Promise<number | null> {
  const outcome = await runOnce(ctx.database, ADVISORY_LOCK_KEYS.captureSweeper, async () => {
    const now = ctx.now();
    const due = await findUncaptured(
      ctx.database.db,
      new Date(now.getTime() - CAPTURE_GRACE_MS),
      MAX_CAPTURE_ATTEMPTS,
      CAPTURE_BATCH,
    );
    let captured = 0;
    for (const order of due) {
      const result = await ctx.gateway.capture(order.paymentReference).catch(() => ({ ok: false }));
      if (result.ok) {
        await markCaptured(ctx.database.db, order.id, ctx.now());
        captured++;
        continue;
      }
      const attempts = await countCaptureAttempt(ctx.database.db, order.id);
      if (attempts >= MAX_CAPTURE_ATTEMPTS) {
        ctx.log.error(
          { orderId: order.id, attempts },
          'payment capture keeps failing: the order needs an operator',
        );
      } else {
        ctx.log.warn({ orderId: order.id, attempts }, 'payment capture failed; will retry');
      }
    }
    return captured;
  });
  return outcome.ran ? outcome.result : null;
}
