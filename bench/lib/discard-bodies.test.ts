import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardBodies } from './discard-bodies';

// Binary, like a brotli page: the bytes autocannon would otherwise decode into a string.
const BODY = randomBytes(20_000);
const ANSWERS = 20;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
    response.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function run(options: Partial<autocannon.Options>) {
  const bodies: string[] = [];
  return new Promise<{ bodies: string[]; bytes: number; answers: number }>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 2,
        amount: ANSWERS,
        requests: [{ onResponse: (_status, body) => bodies.push(body) }],
        ...options,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ bodies, bytes: result.throughput.total ?? 0, answers: result['2xx'] }),
    );
  });
}

describe('discardBodies', () => {
  it('leaves every answer body undecoded, and still counts every answer and byte', async () => {
    const { bodies, bytes, answers } = await run({ setupClient: discardBodies });
    expect(answers).toBe(ANSWERS);
    expect(bodies).toHaveLength(ANSWERS);
    expect(bodies.every((body) => body === '')).toBe(true);
    expect(bytes).toBeGreaterThanOrEqual(ANSWERS * BODY.length);
  });

  it('is what keeps bodies away: without it autocannon decodes each one', async () => {
    const { bodies } = await run({});
    expect(bodies.every((body) => body.length > 0)).toBe(true);
  });
});
