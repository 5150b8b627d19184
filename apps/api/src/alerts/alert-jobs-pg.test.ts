// Copies of the server starting together on one PostgreSQL database (a rolling deploy, the e2e
// suite's servers) each create the alert queue; pg-boss's queue creation can deadlock against
// itself, and a server that dies of it at start is a failed deploy.
import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@reprise/db/client';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { ALERT_MATCH_QUEUE, PgBossAlertJobs } from './alert-jobs';

const adminUrl = process.env.TEST_DATABASE_URL;
const COPIES = 4;
const ROUNDS = 3;
const quiet = { info: () => {}, error: () => {} };
const noMatches = async () => ({ alerts: 0, listings: 0, matched: 0, mailed: 0, matchMs: 0 });

/** Runs `start` on `COPIES` fresh connections to one new database at once, `ROUNDS` times. */
async function raceStarts(start: (handle: DatabaseHandle) => Promise<() => Promise<void>>) {
  const outcomes: PromiseSettledResult<unknown>[] = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `reprise_t_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        Array.from({ length: COPIES }, () =>
          openDatabase({ url: url.toString(), maxConnections: 5 }),
        ),
      );
      const settled = await Promise.allSettled(handles.map((handle) => start(handle)));
      for (const outcome of settled) if (outcome.status === 'fulfilled') await outcome.value();
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      outcomes.push(...settled);
    }
  } finally {
    await admin.end();
  }
  return outcomes.filter((outcome) => outcome.status === 'rejected');
}

describe.runIf(adminUrl)('the alert queue when servers start together', () => {
  it('control: bare pg-boss queue creation from four copies at once deadlocks', async () => {
    const failures = await raceStarts(async (handle) => {
      const pool = handle.pool as pg.Pool;
      const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) } });
      boss.on('error', () => {});
      await boss.start();
      try {
        await boss.createQueue(ALERT_MATCH_QUEUE);
      } finally {
        await boss.stop({ graceful: false, wait: true, close: false });
      }
      return async () => {};
    });
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.map((failure) => (failure as PromiseRejectedResult).reason.code)).toContain(
      '40P01',
    );
  });

  it('every copy starts its alert jobs, and the queue exists once', async () => {
    const failures = await raceStarts(async (handle) => {
      const jobs = await PgBossAlertJobs.start(handle, noMatches, quiet);
      const queues = await (handle.pool as pg.Pool).query(
        'select count(*)::int as n from pgboss.queue where name = $1',
        [ALERT_MATCH_QUEUE],
      );
      expect(queues.rows[0].n).toBe(1);
      return () => jobs.stop();
    });
    expect(failures.map((failure) => String((failure as PromiseRejectedResult).reason))).toEqual(
      [],
    );
  });
});
