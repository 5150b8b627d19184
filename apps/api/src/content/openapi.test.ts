import type { DatabaseHandle } from '@reprise/db/client';
import { describe, it } from 'vitest';
import { geoRoutes } from '../geo/routes';
import { moneyRoutes } from '../money/routes';
import { expectDocumented, soloOpenApiPaths } from '../test-support/openapi-document';
import { contentRoutes } from './routes';

// Only our three plugins, so this proves their zod schemas render to OpenAPI on their own.
describe('OpenAPI of the content, geo and money routes', () => {
  it('documents every route with tags, summary and a 200 response', async () => {
    const paths = await soloOpenApiPaths({} as DatabaseHandle, [
      contentRoutes,
      geoRoutes,
      moneyRoutes,
    ]);
    expectDocumented(paths, [
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
    ]);
  });
});
