import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_SORT,
  DEFAULT_QUANTITY,
  hasListingFilters,
  LISTING_PAGE_SIZE,
  listingViewSearch,
  readListingView,
} from './listing-view';

const read = (search: string) => readListingView(new URLSearchParams(search));

describe('readListingView', () => {
  it('reads every parameter of a shared URL', () => {
    expect(
      read(
        'quantity=4&sort=price-desc&min=30&max=120&zone=lower&section=s101&type=6&instant=1&accessible=true&show=40',
      ),
    ).toEqual({
      quantity: 4,
      sort: 'price-desc',
      minPrice: 30,
      maxPrice: 120,
      zone: 'lower',
      section: 's101',
      ticketType: 6,
      instant: true,
      accessible: true,
      shown: 40,
    });
  });

  it('falls back to the defaults for what is missing or cannot be read', () => {
    const defaults = read('');
    expect(defaults).toMatchObject({
      quantity: DEFAULT_QUANTITY,
      sort: DEFAULT_LISTING_SORT,
      minPrice: null,
      shown: LISTING_PAGE_SIZE,
    });
    expect(read('quantity=13&sort=cheap&min=-4&type=x&show=0&zone=')).toEqual(defaults);
    expect(read(`section=${'x'.repeat(81)}`).section).toBeNull();
  });

  it('swaps a price range given upside down', () => {
    expect(read('min=90&max=10')).toMatchObject({ minPrice: 10, maxPrice: 90 });
  });
});

describe('listingViewSearch', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(listingViewSearch(read(''))).toBe('');
    const search = '?quantity=3&sort=best-seats&min=20&section=club-1&instant=1';
    expect(listingViewSearch(read(search))).toBe(search);
    expect(hasListingFilters(read(search))).toBe(true);
    expect(hasListingFilters(read('?quantity=3&sort=best-seats'))).toBe(false);
  });
});
