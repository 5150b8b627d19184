import { describe, expect, it, vi } from 'vitest';
import { genreLessPerformer } from '../../../test-support/performer-card';
import type { ApiClient } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-client';
import type { PageLoadArgs } from '../../lib/page-load';
import { loadCategoryPage } from './category-page';
import { loadGenrePage } from './genre-page';
import { loadPerformerPage } from './performer-page';

const performer = genreLessPerformer(39, 'Disney On Ice', 'disney-on-ice', 'special-events');

function args(
  url: string,
  api: Partial<ApiClient>,
  countryCode: string | null = null,
): PageLoadArgs {
  return {
    api: api as ApiClient,
    countryCode,
    request: new Request(`http://localhost${url}`),
    context: {} as PageLoadArgs['context'],
    segments: [],
  };
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    return init?.status;
  }
}

describe('catalogue loaders', () => {
  it('404 an unknown category without calling the API', async () => {
    const get = vi.fn();
    expect(await statusOf(loadCategoryPage(args('/nope', { get }), 'nope'))).toBe(404);
    expect(get).not.toHaveBeenCalled();
  });

  it('404 a genre the category does not have', async () => {
    const post = vi.fn().mockResolvedValue({ data: [{ slug: 'pop' }] });
    expect(
      await statusOf(loadGenrePage(args('/concerts/jazz', { post }), 'concerts', 'jazz')),
    ).toBe(404);
  });

  it("serves a genre-less performer under 'no-genre-found'", async () => {
    const get = vi.fn().mockResolvedValue({ data: { performer, events: [] } });
    const graphql = vi.fn().mockResolvedValue({ filterListings: [] });
    const page = await loadPerformerPage(
      args('/special-events/no-genre-found/disney-on-ice', { get, graphql }),
      'special-events',
      'no-genre-found',
      'disney-on-ice',
    );
    expect(page.performer.name).toBe('Disney On Ice');
    expect(page.crumbs.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Special Events',
      'Disney On Ice',
    ]);
    expect(graphql.mock.calls[0]?.[1]).toMatchObject({
      input: { performer: 'disney-on-ice', page: 1 },
    });
  });

  it('301 a performer under the wrong genre to its own path, keeping the country', async () => {
    const get = vi.fn().mockResolvedValue({ data: { performer, events: [] } });
    const error = await loadPerformerPage(
      args('/uk/special-events/pop/disney-on-ice', { get }, 'uk'),
      'special-events',
      'pop',
      'disney-on-ice',
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(301);
    expect((error as Response).headers.get('location')).toBe(
      '/uk/special-events/no-genre-found/disney-on-ice',
    );
  });

  it('404 an unknown performer', async () => {
    const get = vi.fn().mockRejectedValue(new ApiRequestError(404, { code: 'NOT_FOUND' }));
    expect(
      await statusOf(
        loadPerformerPage(args('/concerts/pop/nope', { get }), 'concerts', 'pop', 'nope'),
      ),
    ).toBe(404);
  });
});
