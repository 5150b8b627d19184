// The guarantee job in the background (GUARANTEE_JOB_INTERVAL_MS; off when 0). Every copy
// schedules it; the advisory lock of guaranteeRound lets one copy run each round on PostgreSQL.
// Within a copy rounds never overlap (PGlite has no lock to keep them apart): a kick during a
// round asks for one more round after it, so a change made meanwhile is not left to the timer.
import type { GuaranteeContext } from './guarantee-context';
import { guaranteeRound } from './guarantee-job';

export interface GuaranteeSchedule {
  /** Runs a round now, or right after the running one. */
  kick(): void;
  /** Stops the schedule and waits for a running round. */
  stop(): Promise<void>;
}

/** Starts the schedule. */
export function startGuaranteeSchedule(
  ctx: GuaranteeContext,
  intervalMs: number,
): GuaranteeSchedule {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = guaranteeRound(ctx)
      .then(() => undefined)
      .catch((error) => ctx.log.error({ err: error }, 'guarantee round failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
