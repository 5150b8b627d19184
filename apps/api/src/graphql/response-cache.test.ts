import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';
import { ANSWER_CACHE_HEADER } from './response-cache';

// The issue measured 300 padded bodies pinning 324 MB: each was a new cache key. Answers are now
// keyed on the parsed and printed query with sorted (declared) variables.
describe('the GraphQL answer cache key', () => {
  const api = useTestApi();
  const post = (payload: unknown) =>
    api.app.inject({ method: 'POST', url: '/api/graphql', payload: payload as object });

  it('serves 300 padded variants of one request from one entry', async () => {
    const query = 'query($input: EventFilterInput) { filterListings(input: $input) { event_id } }';
    const first = await post({ query, variables: { input: { limit: 2, page: 1 } } });
    expect(first.statusCode).toBe(200);
    expect(first.headers[ANSWER_CACHE_HEADER]).toBe('miss');
    for (let i = 0; i < 300; i += 1) {
      const padded = await post({
        query: `# padding ${'x'.repeat(i * 10)}\n${query.replaceAll(' ', ' '.repeat((i % 7) + 1))}`,
        // Key order and variables the query does not declare make no new entry.
        variables: { [`unused${i}`]: 'y'.repeat(1_000), input: { page: 1, limit: 2 } },
      });
      expect(padded.statusCode).toBe(200);
      expect(padded.headers[ANSWER_CACHE_HEADER], `variant ${i}`).toBe('hit');
      expect(padded.body).toBe(first.body);
    }
  });

  it('keeps different variables apart', async () => {
    const query = '{ countries { code } }';
    const a = await post({
      query: 'query($id: Int!) { city(id: $id) { id } }',
      variables: { id: 1 },
    });
    const b = await post({
      query: 'query($id: Int!) { city(id: $id) { id } }',
      variables: { id: 2 },
    });
    expect(a.headers[ANSWER_CACHE_HEADER]).toBe('miss');
    expect(b.headers[ANSWER_CACHE_HEADER]).toBe('miss');
    expect((await post({ query })).statusCode).toBe(200);
  });
});
