import type { FastifyBaseLogger } from 'fastify';

/**
 * The work a server copy does at start so its first visitors do not pay for it (the search index,
 * the first renders of home). `/api/ready` answers 503 while any step is running, so a load
 * balancer sends no one to a cold copy. A step that fails is logged and counts as done: it is
 * only a head start, the same work happens again on first use.
 */
export class WarmUp {
  readonly #running = new Set<string>();
  readonly #steps: Promise<void>[] = [];
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** Starts a step now; the copy is not ready until it settles. */
  run(name: string, step: () => Promise<unknown>): void {
    this.#running.add(name);
    const started = performance.now();
    const settled = (async () => {
      try {
        await step();
        const ms = Math.round(performance.now() - started);
        this.#log.info({ step: name, ms }, 'warm-up step done');
      } catch (error) {
        this.#log.warn({ step: name, err: error }, 'warm-up step failed; it happens on first use');
      } finally {
        this.#running.delete(name);
      }
    })();
    this.#steps.push(settled);
  }

  /** The steps still running, by name; empty once the copy is warm. */
  get running(): string[] {
    return [...this.#running];
  }

  /** Resolves once every step started so far has settled. */
  async done(): Promise<void> {
    await Promise.all(this.#steps);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This copy's start-up warm-up, when the composition root asked for one (readiness). */
    warmUp?: WarmUp;
  }
}
