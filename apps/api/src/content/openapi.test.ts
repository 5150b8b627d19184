import swagger from '@fastify/swagger';
import type { DatabaseHandle } from '@reprise/db/client';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { geoRoutes } from '../geo/routes';
import { moneyRoutes } from '../money/routes';
import { contentRoutes } from './routes';
import '../app/api-decorators';
import { testApiConfig } from '../test-support/build-test-api';

// Only our three plugins, so this proves their zod schemas render to OpenAPI on their own.
describe('OpenAPI of the content, geo and money routes', () => {
  it('documents every route with tags, summary and a 200 response', async () => {
    const app = Fastify({ logger: false });
    app.decorate('database', {} as DatabaseHandle);
    app.decorate('readCache', new ReadCache());
    app.decorate('apiConfig', testApiConfig());
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { info: { title: 't', version: '0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(contentRoutes, { prefix: '/api' });
    await app.register(geoRoutes, { prefix: '/api' });
    await app.register(moneyRoutes, { prefix: '/api' });
    await app.ready();
    const paths = app.swagger().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>
    >;
    const expected: [string, string][] = [
      ['post', '/api/homebanner'],
      ['post', '/api/getMetaContent'],
      ['post', '/api/getBlogContent'],
      ['get', '/api/getBlogContent'],
      ['get', '/api/homebanner'],
      ['get', '/api/getMetaContent'],
      ['get', '/api/getFaqList'],
      ['get', '/api/getPageDetails'],
      ['get', '/api/getHeaderMenu'],
      ['get', '/api/account-settings'],
      ['post', '/api/getCarouselData'],
      ['get', '/api/getCountryCode'],
      ['post', '/api/getCountryCode'],
      ['get', '/api/getLocation'],
      ['get', '/api/nearestCity'],
      ['get', '/api/cities'],
      ['get', '/api/city'],
      ['get', '/api/order/get-states'],
      ['get', '/api/countries'],
      ['get', '/api/getCurrencyList'],
      ['get', '/api/getCurrencyData'],
      ['get', '/api/convert'],
    ];
    for (const [method, path] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags?.length).toBeGreaterThan(0);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.responses?.['200']).toBeDefined();
    }
    await app.close();
  });
});
