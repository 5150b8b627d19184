import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';

// City search had two queries: REST (geo/queries.ts) matched accents exactly, GraphQL
// (graphql/place-queries.ts) ignored them. Both now use @reprise/db/like-pattern's nameContains.
describe('city search ignores case and accents in REST and GraphQL alike', () => {
  const api = useTestApi();

  it.each(['London', 'LONDÖN', 'lóndon'])('%s finds London', async (text) => {
    const rest = await api.app.inject(
      `/api/cities?city_name_search=${encodeURIComponent(text)}&limit=10`,
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.cities.map((city: { name: string }) => city.name)).toContain('London');

    const graphql = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: {
        query: 'query($t: String) { cities(input: { city_name_search: $t }) { cities { name } } }',
        variables: { t: text },
      },
    });
    expect(graphql.statusCode).toBe(200);
    const names = graphql.json().data.cities.cities.map((city: { name: string }) => city.name);
    expect(names).toContain('London');
  });

  it('treats % and _ as the characters typed', async () => {
    const rest = await api.app.inject('/api/cities?city_name_search=%25&limit=10');
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.cities).toEqual([]);
  });
});
