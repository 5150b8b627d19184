import { describe, expect, it } from 'vitest';
import { expectDocumented, servedOpenApiPaths } from '../test-support/openapi-document';
import { useTestApi } from '../test-support/use-test-api';

describe('OpenAPI of the checkout and order routes', () => {
  const api = useTestApi({ seed: false, migrate: false }, { testHooks: false });

  it('documents every call with tags, a summary and its success answer', async () => {
    const paths = await servedOpenApiPaths(api.app);
    expectDocumented(paths, [
      ['post', '/api/holds', '201'],
      ['get', '/api/holds/{holdId}', '200'],
      ['post', '/api/resetListingStatus', '200'],
      ['post', '/api/releaseHold', '200'],
      ['post', '/api/validatePromoCode', '200'],
      ['post', '/api/activePromoCode', '200'],
      ['post', '/api/setpaymentProcess', '200'],
      ['get', '/api/order/order-tickets/{orderId}', '200'],
      ['post', '/api/order/order-tickets', '200'],
      ['post', '/api/ticket/mytickets', '200'],
    ]);
    // Test hooks exist only with REPRISE_TEST_HOOKS=1.
    expect(paths['/api/test-hooks/holds/{holdId}/expire-in']).toBeUndefined();
  });
});

describe('test hooks with REPRISE_TEST_HOOKS=1', () => {
  const api = useTestApi(undefined, { testHooks: true });

  it('moves a hold’s clock', async () => {
    const { eventWithListings, newSession, postHold } = await import(
      '../test-support/checkout/checkout-fixtures'
    );
    const { ids } = await eventWithListings(api.db.handle.db, [
      { section: 'A', quantity: 2, priceMinor: 1_000, currency: 'GBP' },
    ]);
    const sessionId = newSession();
    const hold = (await postHold(api.app, { listingId: ids[0], quantity: 1, sessionId })).json()
      .data;
    const moved = await api.app.inject({
      method: 'POST',
      url: `/api/test-hooks/holds/${hold.id}/expire-in`,
      payload: { seconds: -1 },
    });
    expect(moved.json().data.status).toBe('expired');
  });
});
