import type { CarouselConfig } from '@reprise/domain/schemas/content';
import { describe, expect, it } from 'vitest';
import { carouselFilter } from './home-data';

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
