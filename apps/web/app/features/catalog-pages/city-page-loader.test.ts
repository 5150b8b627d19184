import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-client';
import { loadCityPage } from './place-pages';

const newYork = { id: 1, name: 'New York', state: 'NY', country: 'United States' };

function cityApi(city: typeof newYork | null): ApiClient {
  const get = vi.fn(async (path: string) => {
    if (path === '/api/city') {
      if (!city) throw new ApiRequestError(404, { code: 'NOT_FOUND' });
      return { data: city };
    }
    return { data: [], total: 0 };
  });
  const graphql = vi.fn(async () => ({ filterListings: [] }));
  const post = vi.fn(async () => ({ data: [] }));
  return { get, graphql, post } as unknown as ApiClient;
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

const request = (path: string) => new Request(`http://localhost${path}`);

describe('city page loader', () => {
  it("redirects a city id under another city's name to the city's own path", async () => {
    const thrown = await thrownBy(
      loadCityPage(cityApi(newYork), null, 'birmingham+1', request('/cities/birmingham+1')),
    );
    expect([301, 308]).toContain(statusOf(thrown));
    expect((thrown as Response).headers.get('location')).toBe('/cities/new-york+1');
  });

  it('keeps the country prefix when it redirects', async () => {
    const thrown = await thrownBy(
      loadCityPage(cityApi(newYork), 'uk', 'birmingham+1', request('/uk/cities/birmingham+1')),
    );
    expect([301, 308]).toContain(statusOf(thrown));
    expect((thrown as Response).headers.get('location')).toBe('/uk/cities/new-york+1');
  });

  it('serves the city under its own path', async () => {
    const page = await loadCityPage(
      cityApi(newYork),
      null,
      'new-york+1',
      request('/cities/new-york+1'),
    );
    expect(page.name).toBe('New York');
  });

  it('404s an unknown city id', async () => {
    const thrown = await thrownBy(
      loadCityPage(cityApi(null), null, 'birmingham+999', request('/cities/birmingham+999')),
    );
    expect(statusOf(thrown)).toBe(404);
  });
});
