import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@reprise/db/client';
import { openNotificationChannel } from '@reprise/db/notification-channel';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from './read-cache';

/** The PostgreSQL channel every copy listens on for the tags other copies invalidated. */
export const INVALIDATION_CHANNEL = 'reprise_cache_invalidation';

// NOTIFY payloads are limited to 8,000 bytes; tags are short words, so a message carries many.
const MAX_TAGS_PER_MESSAGE = 100;

// Tags are gathered for this long and published in one NOTIFY. Each NOTIFY is a statement on the
// pool and a message to every copy: published one by one, an on-sale's holds and releases doubled
// the statements each cycle cost (bench:holds). Other copies must follow within a second (ADR 0009).
const PUBLISH_WINDOW_MS = 50;

interface Message {
  /** The copy that published it: a copy hears its own NOTIFY too, and has applied it already. */
  from: string;
  tags: string[];
}

export interface InvalidationBus {
  /** This copy's id on the channel. */
  readonly copyId: string;
  close(): Promise<void>;
}

function parse(payload: string): Message | null {
  try {
    const message = JSON.parse(payload) as Partial<Message>;
    if (typeof message.from !== 'string' || !Array.isArray(message.tags)) return null;
    return { from: message.from, tags: message.tags.filter((t) => typeof t === 'string') };
  } catch {
    return null;
  }
}

/**
 * Joins this copy's read cache to every other copy on the same PostgreSQL database: tags it
 * invalidates are published (gathered for PUBLISH_WINDOW_MS) on one LISTEN/NOTIFY channel, and tags the others
 * publish are invalidated here, with every cache that follows the read cache. After the listening
 * connection drops and comes back, this copy may have missed messages, so it drops everything.
 */
export async function startInvalidationBus(
  database: DatabaseHandle,
  readCache: ReadCache,
  log: FastifyBaseLogger,
): Promise<InvalidationBus> {
  const copyId = randomUUID();
  const channel = await openNotificationChannel(
    database,
    INVALIDATION_CHANNEL,
    {
      onMessage(payload) {
        const message = parse(payload);
        if (!message) {
          log.warn('ignored a malformed cache invalidation message');
          return;
        }
        if (message.from === copyId) return;
        for (const tag of message.tags) readCache.invalidateHere(tag);
      },
      onReconnect() {
        log.info('cache invalidation channel reconnected: dropping cached data');
        readCache.clear();
      },
      onError(error) {
        log.warn({ err: error }, 'cache invalidation channel lost; reconnecting');
      },
    },
    { applicationName: `reprise-cache-${copyId}` },
  );

  let queued = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const tags = [...queued];
    queued = new Set();
    const sent: Promise<void>[] = [];
    for (let i = 0; i < tags.length; i += MAX_TAGS_PER_MESSAGE) {
      const message: Message = { from: copyId, tags: tags.slice(i, i + MAX_TAGS_PER_MESSAGE) };
      sent.push(
        channel.notify(JSON.stringify(message)).catch((error: unknown) => {
          // Other copies then serve the old data until their TTLs end; say so loudly.
          log.error({ err: error, tags: message.tags }, 'could not publish cache invalidation');
        }),
      );
    }
    return Promise.all(sent);
  };
  readCache.publishTo((tag) => {
    queued.add(tag);
    timer ??= setTimeout(flush, PUBLISH_WINDOW_MS);
  });

  return {
    copyId,
    async close() {
      readCache.publishTo(undefined);
      // What this copy changed last still reaches the others.
      if (timer) {
        clearTimeout(timer);
        await flush();
      }
      await channel.close();
    },
  };
}
