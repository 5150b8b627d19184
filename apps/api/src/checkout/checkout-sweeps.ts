import { sweepCaptures } from './capture-sweeper';
import type { CheckoutContext } from './checkout-context';
import { sweepHolds } from './hold-sweeper';

export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Every SWEEP_INTERVAL_MS until stopped: the upstream locks of ended holds, then the captures
 * still owed. A failed sweep is logged and tried again next time.
 */
export function startCheckoutSweeps(ctx: CheckoutContext): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = (async () => {
      await sweepHolds(ctx).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'hold sweep failed'),
      );
      await sweepCaptures(ctx).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'capture sweep failed'),
      );
    })();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
