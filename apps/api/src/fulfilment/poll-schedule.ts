// The delivery job in the background (FULFILMENT_POLL_INTERVAL_MS; off when 0). With several
// copies on one PostgreSQL an advisory lock lets one copy run each round, as the source sync does.
import { runOnce } from '@reprise/db/advisory-lock';
import { pollDeliveries } from './delivery-poll';
import type { FulfilmentContext } from './fulfilment-context';

// Beside ADVISORY_LOCK_KEYS of packages/db and the source sync's 72_170_010.
export const DELIVERY_POLL_LOCK_KEY = 72_170_011;

/** Runs one round unless another copy is running one; answers whether it ran. */
export async function pollRound(ctx: FulfilmentContext): Promise<boolean> {
  const outcome = await runOnce(ctx.database, DELIVERY_POLL_LOCK_KEY, () => pollDeliveries(ctx));
  if (outcome.ran && (outcome.result.moved || outcome.result.overdue || outcome.result.mailed)) {
    ctx.log.info({ ...outcome.result }, 'delivery round done');
  }
  return outcome.ran;
}

/** Starts the schedule; the answer stops it and waits for a running round. */
export function startPollSchedule(
  ctx: FulfilmentContext,
  intervalMs: number,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pollRound(ctx)
        .catch((error) => ctx.log.error({ err: error }, 'delivery round failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
