import type { FastifyBaseLogger } from 'fastify';

// Some work must not hold up the answer, or must not let its timing show: a forgot-password
// request answers at once whether or not the email has an account, and mail goes out afterwards.
// Failures are logged (by label, never with the data) and nothing is lost silently.
/** Runs work after the answer; `idle()` waits for all of it (tests, graceful shutdown). */
export class BackgroundWork {
  readonly #pending = new Set<Promise<void>>();
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** Starts `work` without waiting for it; an error is logged under `label`. */
  run(label: string, work: () => Promise<unknown>): void {
    const task = (async () => {
      try {
        await work();
      } catch (error) {
        this.#log.error({ err: error, task: label }, 'background work failed');
      }
    })();
    this.#pending.add(task);
    void task.finally(() => this.#pending.delete(task));
  }

  /** Resolves when every started piece of work has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
