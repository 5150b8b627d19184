import { RECENTLY_VIEWED_TTL_MS } from '@reprise/domain/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
} from './recently-viewed-store';
import { useRecentlyViewedIds, useRecordRecentlyViewed } from './use-recently-viewed';

const START = new Date('2026-06-01T12:00:00Z').getTime();

function Viewer({ event }: { event: { id: number; name: string } | null }) {
  useRecordRecentlyViewed(event);
  const ids = useRecentlyViewedIds();
  return <p>{[...ids].join(',') || 'none'}</p>;
}

describe('recently viewed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('stores { id, name, timestamp } under recentlyViewed, newest first, one entry per event', () => {
    addRecentlyViewed(localStorage, { id: 1, name: 'A' }, START);
    addRecentlyViewed(localStorage, { id: 2, name: 'B' }, START + 1000);
    addRecentlyViewed(localStorage, { id: 1, name: 'A' }, START + 2000);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([
      { id: 1, name: 'A', timestamp: START + 2000 },
      { id: 2, name: 'B', timestamp: START + 1000 },
    ]);
  });

  it('expires entries after one hour and drops them from storage', () => {
    addRecentlyViewed(localStorage, { id: 1, name: 'A' }, START);
    expect(readRecentlyViewed(localStorage, START + RECENTLY_VIEWED_TTL_MS - 1)).toHaveLength(1);
    expect(readRecentlyViewed(localStorage, START + RECENTLY_VIEWED_TTL_MS)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([]);
  });

  it('reads junk in storage as an empty list', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed(localStorage, START)).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ id: 'x' }, 3]));
    expect(readRecentlyViewed(localStorage, START)).toEqual([]);
  });

  it('records the viewed event and forgets it an hour later (fake clock)', () => {
    render(<Viewer event={{ id: 42, name: 'Hamilton' }} />);
    expect(screen.getByText('42')).toBeTruthy();

    vi.advanceTimersByTime(RECENTLY_VIEWED_TTL_MS);
    // A fresh page render reads the list again, now past its expiry.
    cleanup();
    render(<Viewer event={null} />);
    expect(screen.getByText('none')).toBeTruthy();
  });

  it('renders nothing from storage on the first render, so hydration matches the server', () => {
    addRecentlyViewed(localStorage, { id: 5, name: 'E' }, START);
    const seen: string[] = [];
    function Probe() {
      const ids = useRecentlyViewedIds();
      seen.push([...ids].join(','));
      return null;
    }
    act(() => {
      render(<Probe />);
    });
    expect(seen[0]).toBe('');
    expect(seen.at(-1)).toBe('5');
  });
});
