import { describe, expect, it } from 'vitest';
import { eventBadge } from './event-badge';

describe('eventBadge (one badge, by priority)', () => {
  it('shows hot before everything else', () => {
    expect(eventBadge({ isHot: true, soldCount: 5, ticketsLeft: 2, recentlyViewed: true })).toEqual(
      { kind: 'hot', label: 'Hot event' },
    );
  });

  it('shows the sold count when above 0 and the event is not hot', () => {
    expect(eventBadge({ isHot: false, soldCount: 12, ticketsLeft: 3 })).toEqual({
      kind: 'sold',
      count: 12,
      label: '12 tickets sold',
    });
  });

  it('shows Hurry when fewer than 10 tickets remain', () => {
    expect(eventBadge({ isHot: false, soldCount: 0, ticketsLeft: 9 })?.label).toBe(
      'Hurry! 9 tickets left',
    );
    expect(eventBadge({ isHot: false, soldCount: 0, ticketsLeft: 10 })).toBeNull();
  });

  it('never hurries a buyer towards nothing', () => {
    expect(eventBadge({ isHot: false, soldCount: 0, ticketsLeft: 0 })).toBeNull();
  });

  it('falls back to recently viewed, a flag only the browser knows', () => {
    expect(
      eventBadge({ isHot: false, soldCount: 0, ticketsLeft: 50, recentlyViewed: true }),
    ).toEqual({ kind: 'recently-viewed', label: 'Recently viewed' });
    expect(eventBadge({ isHot: false, soldCount: 0, ticketsLeft: 50 })).toBeNull();
  });
});
