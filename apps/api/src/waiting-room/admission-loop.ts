import type { FastifyInstance } from 'fastify';
import { tickRooms } from './admission-ticker';
import { announceRoomChange, anyRoomOn } from './room-lookup';
import type { RedisTokenBucket } from './token-bucket';

// A tick every 200 ms keeps admissions smooth (a rate of 20 a second lets in 4 at a time); whether
// an event sold out is asked once a second, the costliest read of a tick.
const TICK_MS = 200;
const SOLD_OUT_CHECK_MS = 1_000;

/** Starts this copy's admission ticks; the answer stops them. Copies without a room on do nothing. */
export function startAdmissionLoop(
  app: FastifyInstance,
  redisBucket?: RedisTokenBucket,
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let lastSoldOutCheck = 0;
  const tick = async () => {
    if (!(await anyRoomOn(app))) return;
    const now = app.apiConfig.now();
    const checkSoldOut = now.getTime() - lastSoldOutCheck >= SOLD_OUT_CHECK_MS;
    if (checkSoldOut) lastSoldOutCheck = now.getTime();
    const results = await tickRooms(app.database.db, now, { redisBucket, checkSoldOut });
    for (const result of results) {
      if (result.closed) {
        app.log.info({ eventId: result.eventId, reason: result.closed }, 'waiting room closed');
        announceRoomChange(app, result.eventId);
      }
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => app.log.error({ err: error }, 'waiting room tick failed'))
      .finally(() => {
        running = null;
      });
  }, TICK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
