// /unLockMercuryListings (lockRequestId): releases the Mercury lock, and clears the lock
// data we keep whatever Mercury answers (releasing a lock clears lock data whether or
// not the call succeeds, so a failed unlock leaves no stale lock).
import type { Db } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { clearLockData } from './lock-data-queries';
import { sourceEndpoint } from './source-registry';
import type { SourcesConfig } from './sources-config';
import { releaseMercuryLock } from './ticket-network/mercury-connector';

export interface UnlockContext {
  db: Db;
  config: SourcesConfig;
  log: FastifyBaseLogger;
}

export async function unlockMercuryListing(
  ctx: UnlockContext,
  lockRequestId: string,
): Promise<{ released: boolean; cleared: number }> {
  const endpoint = sourceEndpoint(ctx.config, 'ticket_network');
  // Without a connected Mercury there is no upstream lock to release: nothing was locked.
  const released = endpoint ? await releaseMercuryLock(endpoint, lockRequestId) : true;
  if (!released)
    ctx.log.warn({ source: 'ticket_network' }, 'Mercury did not confirm a lock release');
  const cleared = await clearLockData(ctx.db, lockRequestId);
  return { released, cleared };
}
