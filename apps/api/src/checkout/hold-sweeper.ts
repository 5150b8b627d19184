// Expiry is the hold's timestamp alone: seats come back the instant its clock ends, sweeper or not.
// The sweeper only tidies what the timestamp cannot: the upstream locks of ended holds. It runs on
// every server copy under one PostgreSQL advisory lock (runOnce), so N copies sweep once.
import { ADVISORY_LOCK_KEYS, runOnce } from '@reprise/db/advisory-lock';
import type { CheckoutContext } from './checkout-context';
import { findStaleLocks } from './hold-queries';
import { afterRelease } from './hold-service';

const SWEEP_BATCH = 200;

/** One sweep: releases the upstream locks of ended holds; answers how many (null: another copy swept). */
export async function sweepHolds(ctx: CheckoutContext): Promise<number | null> {
  const outcome = await runOnce(ctx.database, ADVISORY_LOCK_KEYS.holdSweeper, async () => {
    const stale = await findStaleLocks(ctx.database.db, ctx.now(), SWEEP_BATCH);
    await afterRelease(ctx, stale);
    return stale.length;
  });
  return outcome.ran ? outcome.result : null;
}
