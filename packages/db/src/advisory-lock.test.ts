import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce, withAdvisoryLock } from './advisory-lock';
import { type DatabaseHandle, openDatabase } from './client';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const KEY = 72_170_999;

/** A job that signals when it has started and holds on until released. */
function heldJob<T>(result: T) {
  let release: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  const inside = new Promise<void>((resolve) => {
    started = resolve;
  });
  const work = async () => {
    started();
    await holding;
    return result;
  };
  return { work, inside, release };
}

describe('advisory locks', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false, seed: false });
  });
  afterAll(() => database.dispose());

  it('runs the work and hands back its result', async () => {
    expect(await runOnce(database.handle, KEY, async () => 42)).toEqual({ ran: true, result: 42 });
    expect(await withAdvisoryLock(database.handle, KEY, async () => 'done')).toBe('done');
  });

  // Two copies contend only on PostgreSQL; PGlite is one process. `npm run test:pg` (CI) runs
  // this part, `npm test` has no PostgreSQL to run it on.
  describe.runIf(process.env.TEST_DATABASE_URL)('between two copies on PostgreSQL', () => {
    let other: DatabaseHandle;
    beforeAll(async () => {
      other = await openDatabase({
        url: String(database.handle.pool?.options.connectionString),
        maxConnections: 2,
      });
    });
    afterAll(() => other.close());

    it('lets one copy run a job while the other skips it, then frees the lock', async () => {
      const job = heldJob('first');
      const first = runOnce(database.handle, KEY, job.work);
      await job.inside;
      let secondRan = false;
      expect(
        await runOnce(other, KEY, async () => {
          secondRan = true;
        }),
      ).toEqual({ ran: false });
      expect(secondRan).toBe(false);
      job.release();
      expect(await first).toEqual({ ran: true, result: 'first' });
      expect(await runOnce(other, KEY, async () => 'second')).toEqual({
        ran: true,
        result: 'second',
      });
    });

    it('makes a waiting copy run after the holder finishes, never alongside it', async () => {
      const order: string[] = [];
      const job = heldJob(undefined);
      const first = withAdvisoryLock(database.handle, KEY, async () => {
        order.push('first in');
        await job.work();
        order.push('first out');
      });
      await job.inside;
      const second = withAdvisoryLock(other, KEY, async () => {
        order.push('second in');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      job.release();
      await Promise.all([first, second]);
      expect(order).toEqual(['first in', 'first out', 'second in']);
    });
  });
});
