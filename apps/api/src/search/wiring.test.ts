import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';

// routes.test.ts runs the search plugin alone; this checks the real API registers it under /api,
// with its OpenAPI entry.
describe('search in the API', () => {
  const api = useTestApi();

  it('answers the three search calls under /api and documents them', async () => {
    const global = await api.app.inject('/api/globalSearch?searchTermName=taylr');
    expect(global.statusCode).toBe(200);
    expect(global.headers['content-type']).toContain('application/json');
    expect(
      (global.json() as { data: { performers: { name: string }[] } }).data.performers[0]!.name,
    ).toBe('Taylor Swift');
    expect((await api.app.inject('/api/searchPerformer?name=beyonce')).statusCode).toBe(200);
    expect((await api.app.inject('/api/eventfilterSearch?query=manchester')).statusCode).toBe(200);
    const docs = (await api.app.inject('/api/docs/json')).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/globalSearch',
        '/api/searchPerformer',
        '/api/eventfilterSearch',
      ]),
    );
  });
});
