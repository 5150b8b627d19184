import type { CarouselConfig } from '@reprise/domain/schemas/content';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { carouselFilter, loadHomeEvents, nearestCityName } from './home-data';

function config(key: string, radius: number | null): CarouselConfig {
  return {
    key,
    title: key,
    position: 1,
    page_size: 0,
    radius,
    category_id: null,
    genre_id: null,
  } as CarouselConfig;
}

const LONDON = { latitude: 51.51, longitude: -0.13 };

describe('carouselFilter', () => {
  it('centres What’s Hot (50 miles) and Live Near (250 miles) on the visitor when known', () => {
    expect(carouselFilter(config('whats-hot', null), 'uk', LONDON)).toMatchObject({
      type: 'hot',
      limit: 6,
      coordinates: LONDON,
      radius: 50,
    });
    expect(carouselFilter(config('live-near', null), 'uk', LONDON)).toMatchObject({
      type: 'upcoming',
      limit: 8,
      coordinates: LONDON,
      radius: 250,
    });
  });

  it('uses a carousel’s own configured radius', () => {
    expect(carouselFilter(config('live-near', 100), null, LONDON)).toMatchObject({ radius: 100 });
  });

  it('narrows to the page’s country without coordinates, never sending a radius alone', () => {
    const hot = carouselFilter(config('whats-hot', 50), 'uk');
    expect(hot).toMatchObject({ type: 'hot', country_code: 'uk' });
    expect(hot).not.toHaveProperty('radius');
    expect(hot).not.toHaveProperty('coordinates');
  });
});

describe('loadHomeEvents', () => {
  it('asks for every event list of the page in one GraphQL request, in carousel order', async () => {
    const configs = [
      { ...config('live-near', null), position: 2, title: 'Live near you' },
      { ...config('whats-hot', null), position: 1, title: 'What’s hot' },
      { ...config('categories', null), position: 3, title: 'Categories' },
      { ...config('genre', null), position: 4, title: 'Leagues' },
      { ...config('concerts', null), position: 5, category_id: 2, title: 'Concerts' },
    ];
    const card = (id: number) => ({ event_id: id }) as never;
    const graphql = vi.fn(async (_query: string, variables: Record<string, unknown>) => {
      expect(Object.keys(variables)).toEqual(['i0', 'i1', 'i2', 'i3']);
      return { l0: [card(1)], l1: [card(2)], l2: [], l3: [card(4)] };
    });
    const post = vi.fn(async (path: string) =>
      path === '/api/getCarouselData' ? { data: configs } : { data: [{ id: 7 }] },
    );
    const { carousels, upcoming } = await loadHomeEvents(
      { graphql, post } as unknown as ApiClient,
      'uk',
      null,
      'EUR',
    );
    expect(graphql).toHaveBeenCalledTimes(1);
    expect(graphql.mock.calls[0]![0]).toMatch(/l3: filterListings\(input: \$i3\)/);
    expect(graphql.mock.calls[0]![1]).toMatchObject({
      i0: { type: 'hot' },
      i1: { type: 'upcoming', limit: 8 },
      i2: { type: 'explore', category: '2' },
      i3: { type: 'upcoming', pageType: 'home', country_code: 'uk', toCurrencyCode: 'EUR' },
    });
    // The empty Concerts carousel is left out; the rest keep their order and their own events.
    expect(carousels.map((c) => [c.title, c.kind === 'events' ? c.events : c.kind])).toEqual([
      ['What’s hot', [card(1)]],
      ['Live near you', [card(2)]],
      ['Categories', 'categories'],
      ['Leagues', 'genres'],
    ]);
    expect(upcoming).toEqual([card(4)]);
  });
});

describe('Live Near', () => {
  it('stays on the page with no events, where the fan changes the city', async () => {
    const configs = [
      { ...config('live-near', null), position: 1, title: 'Live near you' },
      { ...config('whats-hot', null), position: 2, title: 'What’s hot' },
    ];
    const graphql = vi.fn(async () => ({ l0: [], l1: [], l2: [] }));
    const post = vi.fn(async () => ({ data: configs }));
    const { carousels } = await loadHomeEvents(
      { graphql, post } as unknown as ApiClient,
      'uk',
      LONDON,
      'GBP',
    );
    expect(carousels.map((c) => c.title)).toEqual(['Live near you']);
  });

  it('names our city nearest the visitor, and nothing without a point or an answer', async () => {
    const get = vi.fn(async () => ({ data: { name: 'London' } }));
    expect(await nearestCityName({ get } as unknown as ApiClient, LONDON)).toBe('London');
    expect(get).toHaveBeenCalledWith('/api/nearestCity', { lat: 51.51, lng: -0.13 });
    expect(await nearestCityName({ get } as unknown as ApiClient, null)).toBeNull();
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    expect(await nearestCityName({ get: failing } as unknown as ApiClient, LONDON)).toBeNull();
  });
});
