import { describe, expect, it } from 'vitest';
import { exploreList } from './list-filter-input';

describe('exploreList', () => {
  it("asks for the page's explore list over its scope, narrowed by the URL's filters", () => {
    // A browser-like Request drops a cookie header: this one carries the currency cookie.
    const request = {
      url: 'https://reprise.example/venue/o2?from=2026-05-01&to=2026-05-31&min_price=10&max_price=80',
      headers: new Headers({ cookie: 'currency_to=eur' }),
    } as Request;
    expect(exploreList(request, 'venue', { venueSlug: 'o2' })).toEqual({
      filter: {
        venueSlug: 'o2',
        type: 'explore',
        pageType: 'venue',
        toCurrencyCode: 'EUR',
        from_date: '2026-05-01',
        to_date: '2026-05-31',
        min_price: 10,
        max_price: 80,
      },
      listFilters: {
        filters: { dates: null, from: '2026-05-01', to: '2026-05-31', minPrice: 10, maxPrice: 80 },
        currency: 'EUR',
      },
    });
  });

  it('lists everything of the scope, in the display currency, when the URL asks for no filter', () => {
    const { filter } = exploreList(new Request('https://reprise.example/cities/london+1'), 'city', {
      cityId: 1,
    });
    expect(filter).toEqual({
      cityId: 1,
      type: 'explore',
      pageType: 'city',
      toCurrencyCode: 'GBP',
      from_date: undefined,
      to_date: undefined,
      min_price: undefined,
      max_price: undefined,
    });
  });
});
