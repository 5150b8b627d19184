import { describe, expect, it } from 'vitest';
import { graphqlPlugin } from '../graphql/graphql-plugin';
import {
  expectDocumented,
  servedOpenApiPaths,
  soloOpenApiApp,
} from '../test-support/openapi-document';
import { useTestApi } from '../test-support/use-test-api';
import { catalogRoutes } from './routes';

describe('OpenAPI of the catalogue, event and listing routes', () => {
  const api = useTestApi({ seed: false });

  it('renders with the catalogue and GraphQL plugins alone', async () => {
    const solo = await soloOpenApiApp(api.db.handle, [catalogRoutes, graphqlPlugin]);
    const paths = solo.swagger().paths as Record<string, unknown>;
    expect(paths['/api/getGenre']).toBeDefined();
    await solo.close();
  });

  it('documents every catalogue route with tags, summary and a 200 response', async () => {
    const paths = await servedOpenApiPaths(api.app);
    expectDocumented(paths, [
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
    ]);
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
