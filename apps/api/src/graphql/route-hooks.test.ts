import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';

describe('the GraphQL route hooks', () => {
  const api = useTestApi();

  it("leave out mercurius's CSRF hook (its option is off) and keep the others", () => {
    const routes = api.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const start = routes.indexOf('/api/graphql (GET, POST)');
    expect(start).toBeGreaterThanOrEqual(0);
    const onRequest = routes.slice(start).split('\n')[1]!;
    expect(onRequest).toContain('(onRequest)');
    // Mercurius's hook is the one named after the hook; ours and the cookie plugin's stay.
    expect(onRequest).not.toContain('"onRequest()"');
    expect(onRequest).toContain('fastifyCookieHandler()');
  });
});
