import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw } from '../../test-support/inject-expect';
import { DomainError, ERROR_STATUS } from './domain-error';
import { clientErrorCode, installErrorHandling } from './error-handler';

describe('the API error handler', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(
      async (api) => {
        installErrorHandling(api);
        api.get('/boom', async () => {
          throw new Error('connection string postgres://secret@db leaked?');
        });
        api.get('/domain', async () => {
          throw new DomainError('EVENT_NOT_FOUND', 'There is no event with id 7.', 'eventId');
        });
        api.post('/echo', async (request) => request.body);
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unknown API path with a JSON 404 and a code, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does/not/exist?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        code: 'ROUTE_NOT_FOUND',
        message: `There is no API route ${method} /api/does/not/exist.`,
      });
    }
  });

  it('maps a domain error code to its status and keeps the field', async () => {
    const response = await app.inject('/api/domain');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'EVENT_NOT_FOUND',
      message: 'There is no event with id 7.',
      field: 'eventId',
    });
  });

  it('never leaks internals in a 500', async () => {
    const response = await app.inject('/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await postRaw(app, '/api/echo', 'application/json', '{"broken": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  // REST and GraphQL (graphql/graphql-errors.ts) both answer the framework's own 4xx with this.
  it('gives each framework 4xx a code that answers with that same status', () => {
    for (const status of [400, 404, 413, 415, 429]) {
      expect(ERROR_STATUS[clientErrorCode(status)], `status ${status}`).toBe(status);
    }
    expect(clientErrorCode(404)).toBe('NOT_FOUND');
    expect(clientErrorCode(418)).toBe('BAD_REQUEST');
  });
});

describe('what the API error handler logs', () => {
  const lines: { level: number; msg: string; err?: { stack?: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  beforeAll(async () => {
    await app.register(
      async (api) => {
        installErrorHandling(api);
        api.get('/ready', async () => {
          throw new DomainError('NOT_READY', 'This copy is still warming up: home page.');
        });
        api.get('/boom', async () => {
          throw new Error('the disk is full');
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('notes a copy not ready yet as a warning without a stack, and a failure as an error with one', async () => {
    expect((await app.inject('/api/ready')).statusCode).toBe(503);
    expect((await app.inject('/api/boom')).statusCode).toBe(500);
    const warning = lines.find((line) => line.msg === 'This copy is still warming up: home page.');
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.err).toBeUndefined();
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50 });
    expect(failure?.err?.stack).toContain('the disk is full');
  });
});
