import { describe, expect, it } from 'vitest';
import { dateRange, hasListFilters, listFiltersSearch, readListFilters } from './list-filters';

const read = (query: string) => readListFilters(new URLSearchParams(query));

describe('readListFilters', () => {
  it('reads a preset, picked dates and a price band', () => {
    expect(read('dates=dates&from=2026-12-01&to=2026-12-24&min_price=20&max_price=80.5')).toEqual({
      dates: 'dates',
      from: '2026-12-01',
      to: '2026-12-24',
      minPrice: 20,
      maxPrice: 80.5,
    });
  });

  it('drops what does not parse and swaps reversed bounds', () => {
    expect(read('dates=someday&from=2026-02-30&to=soon&min_price=-1&max_price=abc')).toEqual({
      dates: null,
      from: null,
      to: null,
      minPrice: null,
      maxPrice: null,
    });
    const swapped = read('from=2026-12-24&to=2026-12-01&min_price=90&max_price=10');
    expect(swapped).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-24',
      minPrice: 10,
      maxPrice: 90,
    });
  });

  it('round-trips through its query string', () => {
    const filters = read('dates=this-month&max_price=80');
    expect(listFiltersSearch(filters)).toBe('dates=this-month&max_price=80');
    expect(hasListFilters(filters)).toBe(true);
    expect(hasListFilters(read(''))).toBe(false);
  });
});

describe('dateRange', () => {
  const none = { from: null, to: null };
  it('covers Friday to Sunday for this weekend, from today once it has begun', () => {
    // 2026-11-25 is a Wednesday
    expect(dateRange({ dates: 'this-weekend', ...none }, new Date('2026-11-25T10:00:00Z'))).toEqual(
      {
        from: '2026-11-27',
        to: '2026-11-29',
      },
    );
    expect(dateRange({ dates: 'this-weekend', ...none }, new Date('2026-11-28T10:00:00Z'))).toEqual(
      {
        from: '2026-11-28',
        to: '2026-11-29',
      },
    );
    expect(dateRange({ dates: 'this-weekend', ...none }, new Date('2026-11-29T23:00:00Z'))).toEqual(
      {
        from: '2026-11-29',
        to: '2026-11-29',
      },
    );
  });

  it('runs this month from today to its last day, and takes picked dates as given', () => {
    expect(dateRange({ dates: 'this-month', ...none }, new Date('2026-02-10T00:00:00Z'))).toEqual({
      from: '2026-02-10',
      to: '2026-02-28',
    });
    const picked = { dates: 'dates' as const, from: '2026-03-01', to: null };
    expect(dateRange(picked, new Date())).toEqual({ from: '2026-03-01', to: null });
  });
});
