// Fans of the waiting-room tests: a browser's cookie jar, the operator's switch and the status poll.
import {
  type WaitingRoomStatus,
  waitingRoomStatusResponseSchema,
} from '@reprise/domain/schemas/waiting-room';
import type { FastifyInstance } from 'fastify';
import { cookieHeader, setCookies } from './sessions';
import { useTestApi } from './use-test-api';

export const TEST_OPERATOR_KEY = 'operator-key-for-the-waiting-room-tests-0123';
export const operator = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

/** A clock a test moves by hand; the API under test reads it. */
export class TestClock {
  private current = new Date();
  now(): Date {
    return this.current;
  }
  /** The time `ms` from now on this clock. */
  later(ms: number): Date {
    return new Date(this.current.getTime() + ms);
  }
  advance(ms: number): void {
    this.current = this.later(ms);
  }
}

/** The API for waiting-room tests: the operator key set, time read from `clock`. */
export function useRoomTestApi(clock: TestClock) {
  return useTestApi(undefined, () => ({
    operatorApiKey: TEST_OPERATOR_KEY,
    now: () => clock.now(),
  }));
}

/** One browser: the cookies the API set on it so far. */
export class Fan {
  readonly cookies: Record<string, string> = {};

  constructor(readonly app: FastifyInstance) {}

  header(): Record<string, string> {
    return Object.keys(this.cookies).length ? { cookie: cookieHeader(this.cookies) } : {};
  }

  /** Polls the room's status as the holding page does, keeping the cookies it sets. */
  async status(eventId: number): Promise<WaitingRoomStatus> {
    const response = await this.app.inject({
      url: `/api/waiting-room/events/${eventId}/status`,
      headers: this.header(),
    });
    if (response.statusCode !== 200)
      throw new Error(`status: ${response.statusCode} ${response.body}`);
    for (const [name, { value }] of setCookies(response)) {
      if (value === '') delete this.cookies[name];
      else this.cookies[name] = value;
    }
    return waitingRoomStatusResponseSchema.parse(response.json()).data;
  }
}

/** Turns the event's room on through the operator call. */
export async function openTestRoom(
  app: FastifyInstance,
  eventId: number,
  opensAt: Date,
  admitPerSecond: number,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/waiting-room/events/${eventId}`,
    headers: operator,
    payload: { opensAt: opensAt.toISOString(), admitPerSecond },
  });
  if (response.statusCode !== 200) throw new Error(`open: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
