import { describe, expect, it } from 'vitest';
import { postForm, postRaw } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

// The requests of the hardening issue that reached PostgreSQL with a NUL byte and answered 500.
describe('control characters and hostile nesting in any input', () => {
  const api = useTestApi({ seed: false });

  it.each([
    ['/api/performer?slug=a%00b', 'slug'],
    ['/api/performer?slug=%00', 'slug'],
    ['/api/performerName?slug=%00', 'slug'],
    ['/api/getVenueList?search=a%00', 'search'],
    ['/api/getVenueList?search=%00', 'search'],
    ['/api/getVenueList?slug=x%00', 'slug'],
    ['/api/getVenueList?slug=%00', 'slug'],
    ['/api/searchPerformer?name=ab%01', 'name'],
    ['/api/img/performers/a%00b.svg', 'file'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field,
      message: `${field} must not contain control characters.`,
    });
  });

  it('refuses a NUL in a GraphQL variable or inline argument', async () => {
    const query = 'query($input: EventFilterInput) { filterListings(input: $input) { count } }';
    const viaVariable = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query, variables: { input: { eventSearch: 'a\u0000b' } } },
    });
    expect(viaVariable.statusCode).toBe(400);
    expect(viaVariable.json()).toMatchObject({ field: 'variables.input.eventSearch' });
    const inline = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ filterListings(input: { eventSearch: "a\u0000" }) { count } }' },
    });
    expect(inline.statusCode).toBe(400);
    expect(inline.json()).toMatchObject({ field: 'query' });
  });

  it('refuses a control character in a form field name or value', async () => {
    const response = await postForm(api.app, '/api/getMetaContent', 'page=home%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'page' });
  });

  it('answers a deeply nested body with 400 instead of overflowing the stack', async () => {
    const payload = `{"query":"{ __typename }","variables":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const response = await postRaw(api.app, '/api/graphql', 'application/json', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'variables' });
  });

  it('lets tabs, newlines and any other unicode through', async () => {
    const response = await api.app.inject('/api/getVenueList?search=Caf%C3%A9%09%F0%9F%98%80');
    expect(response.statusCode).toBe(200);
  });
});
