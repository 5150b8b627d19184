import { describe, expect, it } from 'vitest';
import { servedOpenApiPaths } from '../test-support/openapi-document';
import { useTestApi } from '../test-support/use-test-api';

describe('OpenAPI of the sources routes', () => {
  const api = useTestApi({ seed: false, migrate: false });

  it('documents every call with tags, a summary, a body and its success answer', async () => {
    const paths = await servedOpenApiPaths(api.app);
    for (const path of [
      '/api/insert/tevolisting',
      '/api/insert/automatiqlisting',
      '/api/insert/mercuryListing',
      '/api/insert/myticketslisting',
      '/api/unLockMercuryListings',
    ]) {
      const operation = paths[path]?.post;
      expect(operation, path).toBeDefined();
      expect(operation!.tags).toEqual(['sources']);
      expect(operation!.summary, path).toBeTruthy();
      expect(operation!.requestBody, path).toBeDefined();
      expect(operation!.responses?.['200'], path).toBeDefined();
    }
  });
});
