// The guarantee job in the background (GUARANTEE_JOB_INTERVAL_MS; off when 0). Every copy
// schedules it; the advisory lock of guaranteeRound lets one copy run each round.
import type { GuaranteeContext } from './guarantee-context';
import { guaranteeRound } from './guarantee-job';

/** Starts the schedule; the answer stops it and waits for a running round. */
export function startGuaranteeSchedule(
  ctx: GuaranteeContext,
  intervalMs: number,
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  // A round longer than the interval is not stacked: the next tick finds it running and skips.
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = guaranteeRound(ctx)
      .catch((error) => ctx.log.error({ err: error }, 'guarantee round failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
