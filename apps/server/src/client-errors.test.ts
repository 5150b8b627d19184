import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebRequestHandler } from './react-router-adapter';
import { buildPageServer } from './test-support/page-server';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let pagesRendered = 0;

const page: WebRequestHandler = async () => {
  pagesRendered += 1;
  return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildPageServer(page, { database: database.handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** Sends raw bytes on a fresh connection and reads the whole answer. */
function rawRequest(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('requests Node or Fastify refuse before any route', () => {
  it('answers bad bytes in an /api address in the API’s JSON error format', async () => {
    const answer = parse(await rawRequest('GET /api/health\u0001x HTTP/1.1\r\nHost: a\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('answers oversized headers with 431 in the API format under /api', async () => {
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const answer = parse(
      await rawRequest(`GET /api/health HTTP/1.1\r\nHost: a\r\n${big}${big}${big}${big}\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });

  it('answers a broken Content-Length with 400 in the API format under /api', async () => {
    const answer = parse(
      await rawRequest('POST /api/login HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n{}'),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Content-Length is not valid.',
    });
  });

  it('answers the same mistakes on a page address as plain text', async () => {
    const answer = parse(
      await rawRequest('GET /venue/x HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers a malformed percent-encoding in the path with 400 in our formats', async () => {
    const api = await app.inject('/api/performer%E0%A4%A');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const pageAnswer = await app.inject('/venue/%E0%A4%A');
    expect(pageAnswer.statusCode).toBe(400);
    expect(pageAnswer.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('page routes and hostile input', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH'])(
    '%s on a page answers 405 with Allow, without rendering or an internal message',
    async (method) => {
      const before = pagesRendered;
      const response = await app.inject({ method: method as 'PUT', url: '/venue/x' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.body).not.toMatch(/Error|at \w+ \(/);
      expect(pagesRendered).toBe(before);
    },
  );

  it.each([
    ['/venue/%00', 'path'],
    ['/concerts/rock/a%00b', 'path'],
    ['/see-all?query=a%00', 'query parameter query'],
  ])('%s answers 400 naming where the control character is', async (url, where) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(where);
  });
});

describe('Content-Security-Policy beyond pages', () => {
  it('sends the data policy with JSON answers and API refusals', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/performer?slug=%00']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  it('sends the API docs a policy of their own that forbids framing', async () => {
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
