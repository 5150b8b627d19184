import Fastify from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installCsrfProtection } from './csrf';
import { installPublicCaching } from './public-caching';
import { publicReads } from './read-routes';

const PUBLIC_BASE_URL = 'https://reprise.test';
const greeting = z.object({ name: z.string().min(1) });
const answer = z.object({ data: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const read = publicReads(app, ['test']);
  read.get('/hello', {
    summary: 'Greets by name',
    input: greeting,
    response: answer,
    handler: async ({ name }) => ({ data: `hello ${name}` }),
  });
  read.getAndPost('/both', {
    summary: 'Greets by name, also posted',
    input: greeting,
    response: answer,
    handler: async ({ name }) => ({ data: `hi ${name}` }),
  });
  read.get('/plain', {
    summary: 'Takes nothing',
    response: answer,
    handler: async () => ({ data: 'plain' }),
  });
};

describe('public reads', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installPublicCaching(app);
    installCsrfProtection(app, PUBLIC_BASE_URL);
    await app.register(routes);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a GET from its query string, publicly cacheable', async () => {
    const response = await app.inject('/hello?name=Ada');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: 'hello Ada' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('validates the query string against the input schema', async () => {
    expect((await app.inject('/hello')).statusCode).toBe(400);
  });

  it('answers a GET that takes nothing', async () => {
    expect((await app.inject('/plain')).json()).toEqual({ data: 'plain' });
  });

  it('answers the legacy POST from its body, cross-site too (it only reads), never cached', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/both',
      headers: { origin: 'https://elsewhere.test' },
      payload: { name: 'Ada' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: 'hi Ada' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject('/both?name=Ada')).json()).toEqual({ data: 'hi Ada' });
  });

  it('declares no POST for a GET-only read', async () => {
    const response = await app.inject({ method: 'POST', url: '/hello', payload: { name: 'Ada' } });
    expect(response.statusCode).toBe(404);
  });
});
