import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../use-test-api';
import { findLeak, fuzzSeed, hostileJson, hostileText, wellFormed } from './hostile-values';

// Property-based fuzzing of every route the OpenAPI document lists (new routes are covered as
// soon as they are documented): hostile values for every path, query and body field. No answer
// may be a 5xx, take 2 s or more, or show a stack, SQL or a file path.

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

interface Route {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

interface Case {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

// Total across routes; each route gets its share (the ~10,000 of CI, about a minute on 2 cores).
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SLOW_MS = 2_000;
// Calls that hash a password or send mail on purpose are slow by design (argon2): fewer runs.
const EXPENSIVE = /login|register|password|social|logout|refresh|buyer-user/i;

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(body),
      });
    }
  }
  return routes;
}

function caseOf(route: Route): fc.Arbitrary<Case> {
  const record = (names: string[], value: fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(names.map((name) => [name, value])), {
      requiredKeys: [],
    }) as fc.Arbitrary<Record<string, never>>;
  return fc.record({
    path: fc.record(Object.fromEntries(route.pathParams.map((name) => [name, hostileText]))),
    query: record([...route.queryParams, '__proto__', 'extra'], hostileText),
    body: fc.oneof(
      { weight: 6, arbitrary: record([...route.bodyFields, 'extra'], hostileJson) },
      { weight: 1, arbitrary: hostileJson },
    ),
  }) as fc.Arbitrary<Case>;
}

function urlOf(route: Route, input: Case): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(input.path[name] || 'x')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) query.append(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

describe('fuzzing every documented API route', () => {
  const api = useTestApi();

  it('never answers 5xx, slowly, or with a stack, SQL or a path', async () => {
    const seed = fuzzSeed('API fuzz');
    const document = (await api.app.inject('/api/docs/json')).json();
    const routes = routesOf(document);
    expect(routes.length).toBeGreaterThan(30);
    const cheap = routes.filter((route) => !EXPENSIVE.test(route.path));
    const perCheap = Math.ceil(TOTAL_RUNS / cheap.length);
    let total = 0;
    for (const [index, route] of routes.entries()) {
      const numRuns = EXPENSIVE.test(route.path) ? 20 : perCheap;
      total += numRuns;
      await fc.assert(
        fc.asyncProperty(caseOf(route), async (input) => {
          const url = urlOf(route, input);
          const started = performance.now();
          const response = await api.app.inject({
            method: route.method as 'GET',
            url,
            remoteAddress: `10.77.${index % 250}.1`,
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(input.body) }),
            headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' },
          });
          const elapsed = performance.now() - started;
          const where = `${route.method} ${url}`;
          if (response.statusCode >= 500) {
            throw new Error(
              `${where} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
          if (elapsed >= SLOW_MS) throw new Error(`${where} took ${Math.round(elapsed)} ms`);
          const leak = findLeak(response.body);
          if (leak) throw new Error(`${where} leaked: ${leak}`);
        }),
        { seed: seed + index, numRuns },
      );
    }
    await api.app.backgroundWork.idle();
    console.log(`API fuzz: ${total} cases over ${routes.length} routes`);
    expect(total).toBeGreaterThanOrEqual(TOTAL_RUNS);
  }, 240_000);

  it('never answers 5xx to hostile GraphQL variables of every query', async () => {
    const seed = fuzzSeed('GraphQL fuzz');
    const fields = [
      'coordinates',
      'radius',
      'days',
      'isfutureevents',
      'from_date',
      'to_date',
      'country_code',
      'type',
      'venueSlug',
      'category',
      'genre',
      'performer',
      'venue',
      'eventSearch',
      'cities',
      'limit',
      'page',
      'cityId',
      'pageType',
      'carosuelFilterByGenre',
      'toCurrencyCode',
    ];
    const coordinates = fc.record({
      latitude: fc.oneof(fc.double(), fc.constantFrom(5e-324, -5e-324, 90, -90, 1e308)),
      longitude: fc.oneof(fc.double(), fc.constantFrom(5e-324, 180, -180, -1e308)),
    });
    const input = fc.record(
      Object.fromEntries(
        fields.map((name) => [
          name,
          name === 'coordinates' ? fc.oneof(coordinates, hostileJson) : hostileJson,
        ]),
      ),
      { requiredKeys: [] },
    );
    const queries = [
      ['query($v: EventFilterInput) { filterListings(input: $v) { event_id url badge } }', input],
      [
        'query($v: CityInput) { cities(input: $v) { totalCount cities { name } } }',
        fc.dictionary(
          fc.constantFrom('city_name_search', 'country_id', 'state_id', 'limit', 'offset'),
          hostileJson,
        ),
      ],
      ['query($v: Int!) { city(id: $v) { name } }', hostileJson],
      ['query($v: Int!) { states(country_id: $v) { name } }', hostileJson],
      ['query($v: String) { tokenEventList(country_code: $v) { event_id } }', hostileJson],
    ] as const;
    for (const [index, [query, variable]] of queries.entries()) {
      await fc.assert(
        fc.asyncProperty(variable as fc.Arbitrary<unknown>, async (value) => {
          const response = await api.app.inject({
            method: 'POST',
            url: '/api/graphql',
            payload: { query, variables: { v: value } },
          });
          if (response.statusCode >= 500 || response.body.includes('"INTERNAL"')) {
            throw new Error(
              `${query} with ${JSON.stringify(value)} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
          const leak = findLeak(response.body);
          if (leak) throw new Error(`${query} leaked: ${leak}`);
        }),
        { seed: seed + index, numRuns: 200 },
      );
    }
  }, 240_000);
});
