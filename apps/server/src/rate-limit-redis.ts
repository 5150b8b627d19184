import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client holding rate-limit counters (REDIS_URL), shared by every server copy. A
 * request never waits on a Redis that is away: commands fail at once (the limiter then lets the
 * request through, skipOnError) and the client reconnects in the background. Closed with the app.
 */
export function connectRateLimitRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    enableOfflineQueue: true,
  });
  redis.on('error', (error: Error) => {
    app.log.warn(
      { err: error },
      'rate-limit Redis unavailable; counting continues once it is back',
    );
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
