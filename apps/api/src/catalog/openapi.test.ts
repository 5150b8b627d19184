import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ReadCache } from '../cache/read-cache';
import { graphqlPlugin } from '../graphql/graphql-plugin';
import { catalogRoutes } from './routes';
import '../app/api-decorators';
import { describe, expect, it } from 'vitest';
import { testApiConfig } from '../test-support/build-test-api';
import { useTestApi } from '../test-support/use-test-api';

type Operation = { tags?: string[]; summary?: string; responses?: Record<string, unknown> };

describe('OpenAPI of the catalogue, event and listing routes', () => {
  const api = useTestApi({ seed: false });

  it('renders with the catalogue and GraphQL plugins alone', async () => {
    const solo = Fastify({ logger: false });
    solo.decorate('database', api.db.handle);
    solo.decorate('readCache', new ReadCache());
    solo.decorate('apiConfig', testApiConfig());
    solo.setValidatorCompiler(validatorCompiler);
    solo.setSerializerCompiler(serializerCompiler);
    await solo.register(swagger, {
      openapi: { info: { title: 't', version: '0' } },
      transform: jsonSchemaTransform,
    });
    await solo.register(catalogRoutes, { prefix: '/api' });
    await solo.register(graphqlPlugin, { prefix: '/api' });
    await solo.ready();
    const paths = solo.swagger().paths as Record<string, unknown>;
    expect(paths['/api/getGenre']).toBeDefined();
    await solo.close();
  });

  it('documents every catalogue route with tags, summary and a 200 response', async () => {
    const response = await api.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    const expected: [string, string][] = [
      ['get', '/api/category/list'],
      ['post', '/api/category/list'],
      ['get', '/api/events/upcoming'],
      ['get', '/api/events/{eventId}'],
      ['post', '/api/genre/list'],
      ['get', '/api/genre/list'],
      ['get', '/api/performer'],
      ['get', '/api/performerName'],
      ['get', '/api/event/listings'],
      ['post', '/api/event/listings'],
      ['post', '/api/updateEventMap'],
      ['get', '/api/event/venue/list'],
      ['get', '/api/getTrendingPerformer'],
      ['get', '/api/getVenueList'],
      ['get', '/api/getsitemapgenredetails'],
      ['post', '/api/getsitemapperformerdetails'],
      ['get', '/api/matchUpSectionData'],
      ['get', '/api/getPerformersByCategory'],
      ['get', '/api/getGenre'],
    ];
    for (const [method, path] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation!.summary, `${method} ${path} summary`).toBeTruthy();
      expect(operation!.responses?.['200'], `${method} ${path} 200`).toBeDefined();
    }
  });

  it('serves GraphQL at /api/graphql', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ allTicketingSystems { id } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { allTicketingSystems: expect.any(Array) } });
  });
});
