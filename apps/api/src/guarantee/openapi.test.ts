import type { DatabaseHandle } from '@reprise/db/client';
import { describe, it } from 'vitest';
import { expectDocumented, soloOpenApiPaths } from '../test-support/openapi-document';
import type { GuaranteeContext } from './guarantee-context';
import { guaranteeRoutes } from './routes';

// The guarantee's plugin alone, so this proves its zod schemas render to OpenAPI on their own.
describe('OpenAPI of the guarantee routes', () => {
  it('documents every route with tags, summary and a 200 response', async () => {
    const routes = guaranteeRoutes(
      () => ({}) as GuaranteeContext,
      () => {},
    );
    const paths = await soloOpenApiPaths({} as DatabaseHandle, [routes]);
    expectDocumented(paths, [
      ['post', '/api/ops/events/{eventId}/status'],
      ['post', '/api/sources/{source}/events/{eventId}/status'],
      ['get', '/api/ops/event-changes'],
      ['post', '/api/ops/event-changes/{changeId}/{decision}'],
      ['get', '/api/ops/orders/{orderId}/audit'],
      ['get', '/api/ops/events/{eventId}/audit'],
    ]);
  });
});
