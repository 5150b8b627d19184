import { describe, expect, it } from 'vitest';
import { postForm } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

describe('catalogue routes', () => {
  const api = useTestApi();

  it('lists the five fixed categories (ids 1-5) by GET and by form POST', async () => {
    const expected = [
      { id: 1, name: 'Sports', slug: 'sports' },
      { id: 2, name: 'Concerts', slug: 'concerts' },
      { id: 3, name: 'Theater', slug: 'theatre' },
      { id: 4, name: 'Festivals', slug: 'festivals' },
      { id: 5, name: 'Special Events', slug: 'special-events' },
    ];
    const get = await api.app.inject('/api/category/list');
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ data: expected });
    const post = await postForm(api.app, '/api/category/list', 'countryCode=uk');
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ data: expected });
  });
});
