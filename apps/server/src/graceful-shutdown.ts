import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** After this long the process exits 1 even if requests are still running. */
  timeoutMs?: number;
  onClosed: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the
 * database, exit 0. A second signal or the timeout forces exit 1.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out: exiting');
      process.exit(1);
    }, options.timeoutMs ?? 25_000);
    timer.unref();
    try {
      await app.close();
      await options.onClosed();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
