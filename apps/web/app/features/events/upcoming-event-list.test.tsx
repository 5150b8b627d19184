import type { EventSummary } from '@reprise/domain/schemas/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UpcomingEventList } from './upcoming-event-list';

function event(overrides: Partial<EventSummary>): EventSummary {
  return {
    id: 42,
    name: 'Hamilton',
    startsAt: '2026-07-04T23:30:00.000Z',
    timezone: 'America/New_York',
    status: 'scheduled',
    isHot: false,
    path: '/theatre/musical/hamilton/hamilton+42',
    venue: { id: 1, name: 'Richard Rodgers Theatre', slug: 'richard-rodgers-theatre' },
    city: { id: 1, name: 'New York', state: 'NY', countryCode: 'us' },
    category: { id: 3, name: 'Theater', slug: 'theatre' },
    genre: { id: 302, name: 'Musical', slug: 'musical' },
    performer: { id: 9, name: 'Hamilton', slug: 'hamilton' },
    ...overrides,
  };
}

function renderList(events: EventSummary[]) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <UpcomingEventList events={events} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('UpcomingEventList', () => {
  afterEach(cleanup);

  it('links each event to its event page with date in the venue zone, venue and city', () => {
    renderList([event({})]);
    const link = screen.getByRole('link', { name: /^Hamilton/ });
    expect(link.getAttribute('href')).toBe('/theatre/musical/hamilton/hamilton+42');
    // 23:30 UTC on 4 July is 7:30 PM daylight time in New York.
    expect(within(link).getByText(/Sat, Jul 4, 2026 @ 7:30 PM EDT/)).toBeTruthy();
    // The narrow (≤ 425 px) form is rendered too; CSS shows one of them.
    expect(within(link).getByText('Saturday Jul 4, 2026 - 7:30 PM EDT')).toBeTruthy();
    expect(within(link).getByText('Richard Rodgers Theatre, New York, NY')).toBeTruthy();
    expect(
      within(link)
        .getByText(/@ 7:30 PM/)
        .closest('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-07-04T23:30:00.000Z');
  });

  it('drops the "(Rescheduled from …)" suffix and marks hot events', () => {
    renderList([event({ name: 'Hamlet (Rescheduled from 2026-05-01)', isHot: true })]);
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('Hamlet');
    expect(link.textContent).not.toContain('Rescheduled');
    expect(within(link).getByText('Hot event')).toBeTruthy();
  });

  it('says so when there is nothing upcoming', () => {
    renderList([]);
    expect(screen.getByText('No upcoming events right now. Check back soon.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
