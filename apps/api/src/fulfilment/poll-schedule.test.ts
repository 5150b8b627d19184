// The delivery job runs on one copy at a time: while another copy holds its advisory lock, a round
// is skipped, and it runs once the lock is free (PostgreSQL; PGlite is one process and always runs).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOnce } from '@reprise/db/advisory-lock';
import { type DatabaseHandle, openDatabase } from '@reprise/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SOURCES } from '../sources/sources-plugin';
import { deliveryContext } from '../test-support/fulfilment/fulfilment-fixtures';
import { useTestApi } from '../test-support/use-test-api';
import { DELIVERY_POLL_LOCK_KEY, pollRound } from './poll-schedule';

const api = useTestApi({ seed: false });
const ctx = () =>
  deliveryContext(api, {
    ticketsDir: join(mkdtempSync(join(tmpdir(), 'reprise-tickets-')), 'tickets'),
    sources: NO_SOURCES,
  });

describe('the delivery job schedule', () => {
  it('runs a round when no other copy is running one', async () => {
    expect(await pollRound(ctx())).toBe(true);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('with two copies on PostgreSQL', () => {
    let other: DatabaseHandle;
    beforeAll(async () => {
      other = await openDatabase({
        url: String(api.db.handle.pool?.options.connectionString),
        maxConnections: 2,
      });
    });
    afterAll(() => other?.close());

    it('skips the round while another copy holds the lock, and runs once it is free', async () => {
      let release: () => void = () => {};
      let started: () => void = () => {};
      const inside = new Promise<void>((resolve) => {
        started = resolve;
      });
      const holder = runOnce(other, DELIVERY_POLL_LOCK_KEY, async () => {
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await inside;
      expect(await pollRound(ctx())).toBe(false);
      release();
      await holder;
      expect(await pollRound(ctx())).toBe(true);
    });
  });
});
