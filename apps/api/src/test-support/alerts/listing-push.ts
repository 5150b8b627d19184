import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type TestApiOptions, testOutboxMail } from '../build-test-api';
import { decodeQuotedPrintable, outboxMessages } from '../sessions';
import { TEST_SOURCE_KEYS, testSourcesConfig } from '../sources/source-test-support';
import { useTestApi } from '../use-test-api';

/**
 * A seeded test API that takes source pushes (pushAndSettle) and writes its mail to the outbox of
 * the suite `name` (mailsTo); `options` adds to that.
 */
export function usePushTestApi(name: string, options: () => TestApiOptions = () => ({})) {
  const outbox = testOutboxMail(name);
  const api = useTestApi(undefined, () => ({
    sources: testSourcesConfig(),
    mail: outbox,
    ...options(),
  }));
  return { api, outbox };
}

/** A seating plan of two zones: "Lower 1" in the lower tier, "Club 1" in the club. */
export const TWO_ZONE_MAP = {
  width: 400,
  height: 300,
  zones: [
    { id: 'lower', name: 'Lower Tier', rank: 2 },
    { id: 'club', name: 'Club', rank: 1 },
  ],
  sections: [
    {
      id: 'l1',
      name: 'Lower 1',
      zoneId: 'lower',
      shape: { type: 'rect', x: 10, y: 10, width: 90, height: 70 },
    },
    {
      id: 'c1',
      name: 'Club 1',
      zoneId: 'club',
      shape: { type: 'rect', x: 150, y: 20, width: 60, height: 40 },
    },
  ],
};

/** Gives the event the two-zone plan through the operator route, with the operator's `key`. */
export async function mapTwoZones(app: FastifyInstance, eventId: number, key: string) {
  const map = await app.inject({
    method: 'POST',
    url: '/api/updateEventMap',
    headers: { authorization: `Bearer ${key}` },
    payload: { eventId, mapData: TWO_ZONE_MAP },
  });
  expect(map.statusCode, map.body).toBe(200);
}

/**
 * Pushes rows as the mytickets source and waits for the listings-changed job (price alerts,
 * follow mails), which runs after the push answered.
 */
export async function pushAndSettle(app: FastifyInstance, rows: unknown[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/insert/myticketslisting',
    payload: { listings: rows },
    headers: { authorization: `Bearer ${TEST_SOURCE_KEYS.mytickets}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.rejected).toEqual([]);
  await app.alertJobs.idle();
}

/** The decoded mails in the outbox addressed to `address`, oldest first. */
export async function mailsTo(outboxDir: string, address: string) {
  return (await outboxMessages(outboxDir))
    .map((message) => decodeQuotedPrintable(message.raw))
    .filter((raw) => raw.includes(`To: ${address}`));
}
