import { cities, countries, states } from '@reprise/db/schema/place';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import { graphqlBody } from '../test-support/graphql-request';
import { ensureReferenceData } from '../test-support/listings/test-fixtures';

describe('GraphQL reference queries of the API', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const gql = (query: string, variables?: Record<string, unknown>) =>
    graphqlBody(app, query, variables);

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceData(db.handle.db);
    // The reference tables may or may not be seeded yet; make sure one country and state exist.
    await db.handle.db
      .insert(countries)
      .values({ id: 232, name: 'United Kingdom', code: 'uk', currencyCode: 'GBP' })
      .onConflictDoNothing();
    await db.handle.db
      .insert(states)
      .values({ id: 2336, name: 'England', countryId: 232 })
      .onConflictDoNothing();
    await db.handle.db
      .update(cities)
      .set({ stateId: 2336, countryId: 232 })
      .where(eq(cities.name, 'Manchester'));
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('tokenEventList returns the token subset, filtered by country', async () => {
    const body = await gql(
      '{ tokenEventList(country_code: "uk", type: "explore", isfutureevents: true) { event_id eventname countrycode url performerimg } }',
    );
    expect(body.errors).toBeUndefined();
    const list = (body.data as { tokenEventList: { countrycode: string; url: string }[] })
      .tokenEventList;
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) expect(e.countrycode).toBe('uk');
    const bad = await gql('{ tokenEventList(type: "weird") { event_id } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'type' });
  });

  it('allTicketingSystems lists the four sources', async () => {
    const body = await gql('{ allTicketingSystems { id ticketing_system_name } }');
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      allTicketingSystems: { ticketing_system_name: string }[];
    };
    expect(data.allTicketingSystems.map((s) => s.ticketing_system_name)).toEqual(
      expect.arrayContaining(['tevo', 'ticket_network', 'automatiq', 'mytickets']),
    );
  });

  it('cities searches by name (accent-insensitive) with a total; city finds one by id', async () => {
    const body = await gql(
      'query($input: CityInput){ cities(input: $input){ totalCount cities { id name state country country_code s3_image_url alt_tag } } }',
      { input: { city_name_search: 'MANCH', limit: 5 } },
    );
    expect(body.errors).toBeUndefined();
    const result = (
      body.data as { cities: { totalCount: number; cities: { id: number; name: string }[] } }
    ).cities;
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.cities.map((c) => c.name)).toContain('Manchester');
    const all = await gql('{ cities { totalCount cities { id } } }');
    const allCities = (all.data as { cities: { totalCount: number; cities: unknown[] } }).cities;
    expect(allCities.totalCount).toBeGreaterThanOrEqual(allCities.cities.length);

    const id = result.cities[0]!.id;
    const one = await gql(`{ city(id: ${id}) { id name country_code } }`);
    expect((one.data as { city: { id: number } }).city.id).toBe(id);
    const none = await gql('{ city(id: 999999) { id } }');
    expect((none.data as { city: unknown }).city).toBeNull();
  });

  it('countries, states and citiesByState follow the place hierarchy', async () => {
    const body = await gql(
      '{ countries { id name code } states(country_id: 232) { id name country_id } citiesByState(state_id: 2336) { name } }',
    );
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      countries: { id: number; code: string }[];
      states: { id: number; country_id: number }[];
      citiesByState: { name: string }[];
    };
    expect(data.countries.map((c) => c.code)).toContain('uk');
    expect(data.states.map((s) => s.id)).toContain(2336);
    for (const s of data.states) expect(s.country_id).toBe(232);
    expect(data.citiesByState.map((c) => c.name)).toContain('Manchester');
  });

  // GraphQL is a view over the geo service: the same search answers the same cities as REST.
  it('cities, city and states answer what the REST geo calls answer', async () => {
    const rest = (await app.inject('/api/cities?city_name_search=man&limit=7')).json() as {
      data: { cities: { id: number; name: string; country: string }[]; totalCount: number };
    };
    const body = await gql(
      '{ cities(input: { city_name_search: "man", limit: 7 }) { totalCount cities { id name country country_code } } }',
    );
    expect(body.errors).toBeUndefined();
    const graph = (
      body.data as {
        cities: {
          totalCount: number;
          cities: { id: number; name: string; country: string | null; country_code: string }[];
        };
      }
    ).cities;
    expect(graph.totalCount).toBe(rest.data.totalCount);
    expect(graph.cities.map((c) => [c.id, c.name, c.country_code])).toEqual(
      rest.data.cities.map((c) => [c.id, c.name, c.country]),
    );
    const manchester = graph.cities.find((c) => c.name === 'Manchester');
    expect(manchester).toMatchObject({ country: 'United Kingdom', country_code: 'uk' });

    const inState = await gql('{ cities(input: { state_id: 2336 }) { cities { name } } }');
    const names = (inState.data as { cities: { cities: { name: string }[] } }).cities.cities;
    expect(names.map((c) => c.name)).toContain('Manchester');
    const inCountry = await gql(
      '{ cities(input: { country_id: 232, city_name_search: "manchester" }) { totalCount } }',
    );
    expect((inCountry.data as { cities: { totalCount: number } }).cities.totalCount).toBe(1);

    const states = (await app.inject('/api/order/get-states?country_id=232')).json() as {
      data: { id: number }[];
    };
    const graphStates = await gql('{ states(country_id: 232) { id } }');
    expect((graphStates.data as { states: { id: number }[] }).states).toEqual(
      states.data.map(({ id }) => ({ id })),
    );
    const unknown = await gql('{ states(country_id: 999999) { id } }');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'country_id',
    });
  });

  it.each([
    ['{ cities(input: { limit: 0 }) { totalCount } }', 'input.limit', 'limit must be at least 1'],
    [
      '{ cities(input: { offset: -1 }) { totalCount } }',
      'input.offset',
      'offset must be at least 0',
    ],
    ['{ city(id: 0) { id } }', 'id', 'id must be positive'],
    ['{ states(country_id: -5) { id } }', 'country_id', 'country_id must be positive'],
    ['{ citiesByState(state_id: 0) { name } }', 'state_id', 'state_id must be positive'],
  ])('%s is a GraphQL error naming %s', async (query, field, message) => {
    const body = await gql(query);
    expect(body.errors?.[0]?.message).toContain(message);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('answers unknown fields and malformed queries with errors, never 5xx', async () => {
    for (const query of [
      '{ nope }',
      '{ city { id } }',
      'query {',
      '{ cities(input: { limit: "x" }) { totalCount } }',
    ]) {
      const body = await gql(query);
      expect(body.errors?.length).toBeGreaterThan(0);
    }
  });
});
