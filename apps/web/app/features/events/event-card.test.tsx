import { FALLBACK_EVENT_IMAGE } from '@reprise/domain/categories';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY } from '../recently-viewed/recently-viewed-store';
import { EventCard } from './event-card';
import { EventCardGrid } from './event-card-grid';
import type { EventListingCard } from './event-listing';

function listing(overrides: Partial<EventListingCard> = {}): EventListingCard {
  return {
    event_id: 7,
    eventname: 'Arsenal vs Chelsea',
    eventdate: '2026-08-15T14:00:00.000Z',
    venuename: 'Emirates Stadium',
    city: 'London',
    state: 'England',
    timezone: 'Europe/London',
    categoryid: 1,
    genreid: 101,
    performerimg: '/api/img/performers/arsenal.svg',
    alt_tag: 'Arsenal',
    exploreEventTotal: 1,
    hot_sale: false,
    total_sold_tickets: 0,
    totalavailabletkts: 120,
    url: '/sports/epl/arsenal/arsenal-vs-chelsea+7',
    listingDtls: {
      minPrice: 75.5,
      minPriceMinor: 7_550,
      currency: 'GBP',
      listingCount: 3,
      ticketCount: 120,
    },
    ...overrides,
  };
}

function renderCard(event: EventListingCard, recentlyViewed = false) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <EventCard event={event} recentlyViewed={recentlyViewed} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const badgeTexts = ['Hot event', /tickets sold/, /^Hurry!/, 'Recently viewed'];
function shownBadges(link: HTMLElement) {
  return badgeTexts.filter((text) => within(link).queryByText(text) !== null);
}

describe('EventCard', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('links to the event page with title, venue-zone date (both forms) and location', () => {
    renderCard(listing());
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/sports/epl/arsenal/arsenal-vs-chelsea+7');
    // 14:00 UTC in August is 3:00 PM British Summer Time.
    expect(within(link).getByText('Sat, Aug 15, 2026 @ 3:00 PM BST')).toBeTruthy();
    expect(within(link).getByText('Saturday Aug 15, 2026 - 3:00 PM BST')).toBeTruthy();
    expect(within(link).getByText('Emirates Stadium, London, England')).toBeTruthy();
    // The accessible name starts with the title (the image is decorative).
    expect(link.textContent?.startsWith('Arsenal vs Chelsea')).toBe(true);
  });

  it("removes the '(Rescheduled from …)' suffix from the title", () => {
    renderCard(listing({ eventname: 'Coldplay (Rescheduled from 3/7/2020)' }));
    const link = screen.getByRole('link');
    expect(within(link).getByText('Coldplay')).toBeTruthy();
    expect(link.textContent).not.toContain('Rescheduled');
  });

  it('shows the hot badge first, whatever else applies', () => {
    renderCard(listing({ hot_sale: true, total_sold_tickets: 4, totalavailabletkts: 3 }), true);
    expect(shownBadges(screen.getByRole('link'))).toEqual(['Hot event']);
  });

  it("shows '{n} tickets sold' when not hot and something sold", () => {
    renderCard(listing({ total_sold_tickets: 12, totalavailabletkts: 3 }), true);
    const link = screen.getByRole('link');
    expect(within(link).getByText('12 tickets sold')).toBeTruthy();
    expect(shownBadges(link)).toHaveLength(1);
  });

  it("shows 'Hurry! {n} tickets left' under 10 remaining", () => {
    renderCard(listing({ totalavailabletkts: 9 }), true);
    const link = screen.getByRole('link');
    expect(within(link).getByText('Hurry! 9 tickets left')).toBeTruthy();
    expect(shownBadges(link)).toHaveLength(1);
  });

  it("shows 'Recently viewed' when only that applies", () => {
    renderCard(listing({ totalavailabletkts: 10 }), true);
    expect(shownBadges(screen.getByRole('link'))).toEqual(['Recently viewed']);
  });

  it('shows no badge when nothing applies', () => {
    renderCard(listing({ totalavailabletkts: 10 }));
    expect(shownBadges(screen.getByRole('link'))).toEqual([]);
  });

  it('walks the fallback chain on image errors: genre → category → GA → live_1', () => {
    const { container } = renderCard(listing());
    const img = container.querySelector('img')!;
    const seen = [img.getAttribute('src')];
    for (let i = 0; i < 5; i++) {
      fireEvent.error(img);
      seen.push(img.getAttribute('src'));
    }
    expect(seen).toEqual([
      '/api/img/performers/arsenal.svg',
      '/api/img/genres/soccer.svg',
      '/api/img/genres/general-admission.svg',
      FALLBACK_EVENT_IMAGE,
      FALLBACK_EVENT_IMAGE,
      FALLBACK_EVENT_IMAGE,
    ]);
  });

  it('takes the no-map images from the CDN base the root loader gives (CDN_BASE_URL)', async () => {
    const event = listing({ performerimg: 'https://cdn.example/img/performers/arsenal.svg' });
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ cdnBaseUrl: 'https://cdn.example/img' }),
        Component: () => <EventCard event={event} />,
      },
    ]);
    const { container } = render(<Stub initialEntries={['/']} />);
    await screen.findByRole('link');
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('https://cdn.example/img/genres/soccer.svg');
  });
});

describe('EventCardGrid', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('badges events from the recent list after hydration, not expired ones', async () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        { id: 7, name: 'Arsenal vs Chelsea', timestamp: Date.now() - 60_000 },
        { id: 8, name: 'Old view', timestamp: Date.now() - 2 * 3_600_000 },
      ]),
    );
    const events = [
      listing(),
      listing({ event_id: 8, eventname: 'Spurs vs Fulham', url: '/x/y/z/a+8' }),
    ];
    const Stub = createRoutesStub([
      { path: '/', Component: () => <EventCardGrid events={events} /> },
    ]);
    await act(async () => {
      render(<Stub initialEntries={['/']} />);
    });
    const [first, second] = screen.getAllByRole('link');
    expect(within(first!).getByText('Recently viewed')).toBeTruthy();
    expect(within(second!).queryByText('Recently viewed')).toBeNull();
  });
});

describe('EventCard from price', () => {
  afterEach(cleanup);

  it("shows the cheapest all-in price for one ticket in the card's currency", () => {
    renderCard(listing());
    expect(screen.getByRole('link').textContent).toContain('From £75.50');
  });

  it('says nothing is on sale instead of a price when no ticket can be bought', () => {
    renderCard(
      listing({
        listingDtls: {
          minPrice: null,
          minPriceMinor: null,
          currency: 'EUR',
          listingCount: 0,
          ticketCount: 0,
        },
      }),
    );
    const text = screen.getByRole('link').textContent ?? '';
    expect(text).toContain('No tickets on sale');
    expect(text).not.toContain('From');
  });
});
