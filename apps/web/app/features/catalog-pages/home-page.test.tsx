import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventListingCard } from '../events/event-listing';
import { HomePage, type HomePageData } from './home-page';

const event: EventListingCard = {
  event_id: 3,
  eventname: 'Hamilton',
  eventdate: '2026-07-04T23:30:00.000Z',
  venuename: 'Richard Rodgers Theatre',
  city: 'New York',
  state: 'NY',
  timezone: 'America/New_York',
  categoryid: 3,
  genreid: 302,
  performerimg: null,
  alt_tag: 'Hamilton',
  exploreEventTotal: 1,
  hot_sale: true,
  total_sold_tickets: 0,
  totalavailabletkts: 50,
  url: '/theatre/musical/hamilton/hamilton+3',
  listingDtls: {
    minPrice: 12,
    minPriceMinor: 1_200,
    currency: 'EUR',
    listingCount: 1,
    ticketCount: 50,
  },
};

function renderHome(data: HomePageData) {
  const Stub = createRoutesStub([{ path: '/uk', Component: () => <HomePage data={data} /> }]);
  return render(<Stub initialEntries={['/uk']} />);
}

describe('HomePage', () => {
  afterEach(cleanup);

  it('shows one h1, the carousels in order and the Upcoming events section', () => {
    renderHome({
      meta: { title: 'Reprise', description: 'Experience live again' },
      countryCode: 'uk',
      carousels: [
        { key: 'whats-hot', title: "What's Hot", kind: 'events', events: [event] },
        { key: 'categories', title: 'Categories', kind: 'categories' },
      ],
      upcoming: [event],
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["What's Hot", 'Categories', 'Upcoming events']);

    const hot = screen.getByRole('region', { name: "What's Hot" });
    expect(
      within(hot)
        .getByRole('link', { name: /^Hamilton/ })
        .getAttribute('href'),
    ).toBe('/theatre/musical/hamilton/hamilton+3');
    // Category links keep the visitor's country and are named exactly by the category.
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe(
      '/uk/sports',
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(upcoming).getAllByRole('link')).toHaveLength(1);
  });
});
