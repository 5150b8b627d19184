import type { Redis } from 'ioredis';

/** A bucket holds at most one second of admissions: a quiet moment never turns into a burst. */
export function bucketCapacity(ratePerSecond: number): number {
  return Math.max(1, ratePerSecond);
}

/**
 * The bucket after refilling from `refilledAt` to `now` at `ratePerSecond` and spending up to
 * `wanted` whole tokens: how many were taken and the level left. Nothing refills before `start`
 * (the opening).
 */
export function refillAndTake(
  bucket: { tokens: number; refilledAt: number },
  ratePerSecond: number,
  now: number,
  wanted: number,
): { taken: number; tokens: number; refilledAt: number } {
  const elapsed = Math.max(0, now - bucket.refilledAt) / 1000;
  const level = Math.min(bucketCapacity(ratePerSecond), bucket.tokens + elapsed * ratePerSecond);
  const taken = Math.max(0, Math.min(Math.floor(level), wanted));
  // A copy that read its clock before waiting for the room's lock may come in with an earlier
  // time than the last refill: moving the refill time back would hand out that interval twice.
  return { taken, tokens: level - taken, refilledAt: Math.max(now, bucket.refilledAt) };
}

// The same refill-and-take in one Redis round trip, atomic across every server copy. KEYS[1] the
// bucket; ARGV rate, capacity, now (ms), wanted, start (ms: nothing refills before the opening).
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local wanted = tonumber(ARGV[4])
local start = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or 0
local at = tonumber(state[2]) or start
if at < start then at = start end
local elapsed = math.max(0, now - at) / 1000
local level = math.min(cap, tokens + elapsed * rate)
local taken = math.max(0, math.min(math.floor(level), wanted))
redis.call('HSET', KEYS[1], 'tokens', tostring(level - taken), 'at', tostring(math.max(now, at)))
redis.call('PEXPIRE', KEYS[1], 86400000)
return taken
`;

/** The admission bucket kept in Redis (REDIS_URL), shared by every server copy. */
export class RedisTokenBucket {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, prefix = 'reprise-waiting-room:') {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  /** Takes up to `wanted` whole tokens of the event's bucket at `now`; answers how many. */
  async take(
    eventId: number,
    room: { ratePerSecond: number; opensAt: number },
    now: number,
    wanted: number,
  ): Promise<number> {
    const taken = await this.#redis.eval(
      TAKE_SCRIPT,
      1,
      // A room turned on again with a new opening gets a new bucket.
      `${this.#prefix}${eventId}:${room.opensAt}`,
      room.ratePerSecond,
      bucketCapacity(room.ratePerSecond),
      now,
      wanted,
      room.opensAt,
    );
    return Number(taken);
  }
}
