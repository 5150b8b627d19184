import swagger from '@fastify/swagger';
import type { DatabaseHandle } from '@reprise/db/client';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import '../app/api-decorators';
import { ReadCache } from '../cache/read-cache';
import { testApiConfig } from './build-test-api';

/** What the OpenAPI tests read of one documented operation. */
export type OpenApiOperation = {
  tags?: string[];
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
};

/** An OpenAPI document's operations by path, then by lower-case method. */
export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/** The operations of the OpenAPI document the API under test serves at /api/docs/json. */
export async function servedOpenApiPaths(app: FastifyInstance): Promise<OpenApiPaths> {
  const response = await app.inject('/api/docs/json');
  expect(response.statusCode).toBe(200);
  return (response.json() as { paths: OpenApiPaths }).paths;
}

/**
 * Only the given route plugins, under /api with swagger and our zod compilers, so a test proves
 * their schemas render to OpenAPI on their own. The caller closes it.
 */
export async function soloOpenApiApp(
  database: DatabaseHandle,
  plugins: readonly (FastifyPluginAsyncZod | FastifyPluginAsync)[],
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('database', database);
  app.decorate('readCache', new ReadCache());
  app.decorate('apiConfig', testApiConfig());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 't', version: '0' } },
    transform: jsonSchemaTransform,
  });
  for (const plugin of plugins) {
    await app.register(plugin, { prefix: '/api' });
  }
  await app.ready();
  return app;
}

/** The OpenAPI operations of the given route plugins alone (see soloOpenApiApp). */
export async function soloOpenApiPaths(
  database: DatabaseHandle,
  plugins: readonly (FastifyPluginAsyncZod | FastifyPluginAsync)[],
): Promise<OpenApiPaths> {
  const app = await soloOpenApiApp(database, plugins);
  try {
    return app.swagger().paths as OpenApiPaths;
  } finally {
    await app.close();
  }
}

/**
 * Expects each [method, path, status] documented with tags, a summary and that success answer
 * (status '' when the call has none to document, e.g. a redirect; 200 when left out).
 */
export function expectDocumented(
  paths: OpenApiPaths,
  expected: readonly (readonly [method: string, path: string, status?: string])[],
): void {
  for (const [method, path, status = '200'] of expected) {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation!.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
    expect(operation!.summary, `${method} ${path} summary`).toBeTruthy();
    if (status) expect(operation!.responses?.[status], `${method} ${path} ${status}`).toBeDefined();
  }
}
