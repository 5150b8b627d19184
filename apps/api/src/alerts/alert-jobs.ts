// The price-alert match runs as a job on the database, never on the request path: a source push
// or sync enqueues one job (the events it changed) after its transaction commits and answers.
// The same job carries the other work a listing change starts (the followed performers' new-event
// mails): one queue, one job per change.
// On PostgreSQL the queue is pg-boss (jobs survive a restart, one worker takes each job, any copy
// of the server may run it); on the embedded database (one process by definition) an in-process
// runner does the same work after the answer, one job at a time, merging jobs that wait.
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AlertMatchSummary } from './alert-match-service';

/** What one job did: the alert match's figures and those of the other work on the same job. */
export type AlertJobSummary = AlertMatchSummary & { [figure: string]: number };

/** Runs one job: the match over the alerts of these events, and the other work of the change. */
export type AlertMatchRun = (eventIds: readonly number[]) => Promise<AlertJobSummary>;

/** Whether a run did anything worth a log line (the match's timing alone is not). */
const didWork = (summary: AlertJobSummary) =>
  Object.entries(summary).some(([figure, value]) => figure !== 'matchMs' && value > 0);

/** The queue of alert matches. */
export interface AlertJobs {
  /** Queues one match of the alerts of these events; never runs it before answering, never throws. */
  enqueue(eventIds: readonly number[]): Promise<void>;
  /** Resolves once no queued job waits or runs (shutdown drains with it; tests wait on it). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running one (server shutdown). */
  stop(): Promise<void>;
}

export const ALERT_MATCH_QUEUE = 'price-alert-match';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** The embedded database's runner: jobs run after the answer, one at a time, in this process. */
export class InProcessAlertJobs implements AlertJobs {
  readonly #run: AlertMatchRun;
  readonly #log: Log;
  #waiting = new Set<number>();
  #running: Promise<void> | null = null;
  #stopped = false;

  constructor(run: AlertMatchRun, log: Log) {
    this.#run = run;
    this.#log = log;
  }

  async enqueue(eventIds: readonly number[]): Promise<void> {
    if (this.#stopped || eventIds.length === 0) return;
    for (const id of eventIds) this.#waiting.add(id);
    this.#running ??= this.#drain();
  }

  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.idle();
  }

  async #drain(): Promise<void> {
    // Yield first: the request that enqueued answers before any matching starts.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.#waiting.size > 0) {
        const eventIds = [...this.#waiting];
        this.#waiting = new Set();
        await runLogged(this.#run, eventIds, this.#log);
      }
    } finally {
      this.#running = null;
    }
  }
}

async function runLogged(run: AlertMatchRun, eventIds: readonly number[], log: Log) {
  try {
    const summary = await run(eventIds);
    if (didWork(summary)) log.info({ events: eventIds.length, ...summary }, 'price alerts matched');
  } catch (error) {
    log.error({ err: error, events: eventIds.length }, 'price alert match failed');
  }
}

const DEADLOCK = '40P01';

// Copies of the server starting together (a rolling deploy, a test suite's servers) each create
// the queue; pg-boss creates its partition table in that call, and two such calls at once can
// deadlock. The queue exists once either succeeds, so a deadlocked start looks again and retries.
async function createQueueOnce(boss: PgBoss, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(ALERT_MATCH_QUEUE)) return;
    try {
      await boss.createQueue(ALERT_MATCH_QUEUE);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** PostgreSQL's queue: pg-boss on the server's own pool (its tables live in the pgboss schema). */
export class PgBossAlertJobs implements AlertJobs {
  readonly #boss: PgBoss;
  readonly #log: Log;

  private constructor(boss: PgBoss, log: Log) {
    this.#boss = boss;
    this.#log = log;
  }

  /** Starts pg-boss on the pool, creates the queue and works it with `run`. */
  static async start(database: DatabaseHandle, run: AlertMatchRun, log: Log) {
    const pool = database.pool;
    if (!pool) throw new Error('pg-boss needs the PostgreSQL pool');
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    });
    boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    await createQueueOnce(boss);
    await boss.work<{ eventIds: number[] }>(
      ALERT_MATCH_QUEUE,
      { batchSize: 20, pollingIntervalSeconds: 1 },
      async (jobs) => {
        const eventIds = [...new Set(jobs.flatMap((job) => job.data.eventIds))];
        // A failed run throws, so pg-boss retries the jobs; a mail already sent is not resent
        // (its alert is claimed for the day).
        const summary = await run(eventIds);
        if (didWork(summary)) {
          log.info({ events: eventIds.length, ...summary }, 'price alerts matched');
        }
      },
    );
    return new PgBossAlertJobs(boss, log);
  }

  async enqueue(eventIds: readonly number[]): Promise<void> {
    if (eventIds.length === 0) return;
    try {
      await this.#boss.send(ALERT_MATCH_QUEUE, { eventIds: [...eventIds] }, { retryLimit: 3 });
    } catch (error) {
      // The listings are committed either way: a lost job costs a mail, never the push.
      this.#log.error({ err: error, events: eventIds.length }, 'price alert job not queued');
    }
  }

  async idle(): Promise<void> {
    // Jobs not yet completed: created, retry and active ones.
    while ((await this.#boss.getQueueSize(ALERT_MATCH_QUEUE, { before: 'completed' })) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, wait: true, close: false });
  }
}
