import { describe, expect, it } from 'vitest';
import { postRaw } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

// Hostile requests that once answered 500 (ADR 0012), or 200 with code INTERNAL:
// each must now answer 4xx with a reason a client can act on.
describe('hostile requests that once failed server-side', () => {
  const api = useTestApi();
  const graphql = (payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  // A NUL in a REST query string: platform/input-guard.test.ts.

  it.each([
    ['?query=1', 'query'],
    ['?query=', 'query'],
    ['?query={countries{name}}&variables=[1]', 'variables'],
    ['?query={countries{name}}&variables=nope', 'variables'],
  ])('GET /api/graphql%s answers 400 naming %s, never INTERNAL', async (search, field) => {
    const response = await api.app.inject(`/api/graphql${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('INTERNAL');
    expect(response.json()).toMatchObject({ field });
  });

  it.each<[string, unknown, RegExp]>([
    ['a numeric query', { query: 123 }, /query must be a string/],
    ['a missing query', { variables: {} }, /query is required/],
    ['a non-object variables', { query: '{ countries { name } }', variables: 5 }, /variables/],
    ['an array variables', { query: '{ countries { name } }', variables: [] }, /variables/],
    ['a batch array', [{ query: '{ countries { name } }' }], /Batched queries/],
    ['a JSON string body', '"{ countries { name } }"', /JSON object/],
    [
      'a non-string operationName',
      { query: '{ countries { name } }', operationName: 1 },
      /operationName/,
    ],
    ['a syntax error', { query: '{ countries { name }' }, /query could not be read/],
  ])('POST with %s answers 400 saying what is wrong', async (_name, payload, message) => {
    const response = await graphql(payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('INTERNAL');
    expect(response.json().message).toMatch(message);
    expect(response.json().errors[0].message).toMatch(message);
  });

  it('refuses a form-encoded or plain-text GraphQL post with 400 naming the content type', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await postRaw(
        api.app,
        '/api/graphql',
        type,
        type === 'text/plain' ? '{ countries { name } }' : 'query=%7Bcountries%7D',
      );
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
      expect(response.body).not.toContain('INTERNAL');
    }
  });

  it('refuses an over-long query with 400 saying how long it may be', async () => {
    const response = await graphql({ query: `{ countries { name } }${' '.repeat(60_000)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 50000 are allowed/);
  });

  it('refuses a body over the size limit in the API format, never INTERNAL', async () => {
    const response = await graphql({
      query: '{ countries { name } }',
      extensions: 'x'.repeat(2_000_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('runs a document posted as application/graphql', async () => {
    const response = await postRaw(
      api.app,
      '/api/graphql',
      'application/graphql',
      '{ countries { code } }',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.countries.length).toBeGreaterThan(0);
  });

  it('answers unreadable JSON with 400 in the API format', async () => {
    const response = await graphql('{"query": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a NUL in eventSearch with 400 naming the field', async () => {
    const response = await graphql({
      query: 'query($input: EventFilterInput) { filterListings(input: $input) { event_id } }',
      variables: { input: { eventSearch: 'rock\u0000' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'variables.input.eventSearch' });
  });

  it('refuses the 43 KB request of 500 filterListings aliases before running it', async () => {
    const fields = 'event_id eventname eventdate venuename city url';
    const aliases = Array.from(
      { length: 500 },
      (_, i) => `a${i}: filterListings(input: { limit: 100 }) { ${fields} }`,
    );
    const query = `{ ${aliases.join(' ')} }`;
    expect(query.length).toBeGreaterThan(40_000);
    const response = await graphql({ query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query' });
    expect(response.json().message).toMatch(/500 top-level fields/);
  });

  it('refuses a query whose lists multiply past the cost limit', async () => {
    const card = 'event_id eventname eventdate venuename city state country url title img';
    const aliases = Array.from(
      { length: 40 },
      (_, i) => `a${i}: filterListings(input: { limit: 100 }) { ${card} ${card} }`,
    );
    const response = await graphql({ query: `{ ${aliases.join(' ')} }` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too expensive/);
  });

  it('runs the heaviest query the web app sends: one list per home carousel', async () => {
    const card =
      'event_id eventname eventdate venuename city state timezone categoryid genreid performerimg alt_tag exploreEventTotal hot_sale total_sold_tickets totalavailabletkts url';
    const lists = 30;
    const definitions = Array.from({ length: lists }, (_, i) => `$i${i}: EventFilterInput`);
    const selections = Array.from(
      { length: lists },
      (_, i) => `l${i}: filterListings(input: $i${i}) { ${card} }`,
    );
    const variables = Object.fromEntries(
      Array.from({ length: lists }, (_, i) => [`i${i}`, { limit: 12, page: 1, type: 'explore' }]),
    );
    const response = await graphql({
      query: `query FilterListingsMany(${definitions.join(', ')}) { ${selections.join(' ')} }`,
      variables,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toBeUndefined();
  });

  it('answers a deeply nested body with 400, not a stack overflow', async () => {
    const response = await graphql(
      `{"query":"{ countries { name } }","variables":{"a":${'{"b":'.repeat(20_000)}1${'}'.repeat(20_000)}}}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it.each(['TRACE', 'PUT', 'DELETE'])(
    '%s on an API route answers 405 with Allow and no internal message',
    async (method) => {
      const response = await api.app.inject({
        method: method as 'PUT',
        url: '/api/getVenueList?search=x',
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      expect(response.body).not.toMatch(/at \w+ \(|node_modules/);
    },
  );

  it('TRACE on the GraphQL route answers 405 listing GET and POST', async () => {
    const response = await api.app.inject({ method: 'TRACE', url: '/api/graphql' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('still answers 404 for a path no route serves', async () => {
    const response = await api.app.inject({ method: 'TRACE', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
  });
});
