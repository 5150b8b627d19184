import pg from 'pg';
import type { DatabaseHandle } from './client';

/** What a channel needs to be told; every callback runs on the listening copy. */
export interface ChannelHandlers {
  /** A payload sent on the channel by any session of the database, this copy's own included. */
  onMessage(payload: string): void;
  /**
   * The listening connection came back after a drop. Messages sent meanwhile are lost, so the
   * listener must assume it missed some.
   */
  onReconnect(): void;
  /** The connection dropped or could not be opened; it is retried with backoff. */
  onError?(error: Error): void;
}

/** One PostgreSQL LISTEN/NOTIFY channel as seen by one server copy. */
export interface NotificationChannel {
  /** Sends a payload (at most ~8,000 bytes) to every session listening, on any copy. */
  notify(payload: string): Promise<void>;
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

export interface ChannelOptions {
  /** First retry delay after a drop; doubles up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** Names the listening session in pg_stat_activity (operators, and tests that cut it). */
  applicationName?: string;
}

// LISTEN needs one session that stays open, so it gets its own client rather than a pooled one
// (a pooled connection is handed to other queries between uses). NOTIFY goes through the pool.
/**
 * Listens on a channel of the PostgreSQL database behind `handle` on a dedicated connection that
 * reconnects with backoff after a drop. Resolves once the first LISTEN is in place.
 */
export async function openNotificationChannel(
  handle: DatabaseHandle,
  channel: string,
  handlers: ChannelHandlers,
  options: ChannelOptions = {},
): Promise<NotificationChannel> {
  const pool = handle.pool;
  if (handle.kind !== 'postgres' || !pool) {
    throw new Error('LISTEN/NOTIFY needs PostgreSQL; PGlite serves one process only.');
  }
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      ...pool.options,
      application_name: options.applicationName ?? pool.options.application_name,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    // 'error' and 'end' both mean the session is gone; whichever comes first schedules a retry.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (error) handlers.onError?.(error);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        if (closed) return;
        retryMs = minRetryMs;
        handlers.onReconnect();
      } catch (error) {
        handlers.onError?.(error as Error);
        retryMs = Math.min(retryMs * 2, maxRetryMs);
        scheduleReconnect();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await connect();

  return {
    async notify(payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
