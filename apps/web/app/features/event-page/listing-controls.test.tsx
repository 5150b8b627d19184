import { readListingView } from '@reprise/domain/listings/listing-view';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishText } from '../../../test-support/english-text';
import { toPageModel } from './event-page-model';
import { testAnswer } from './event-page-test-data';
import { ListingControls } from './listing-controls';

const PATH = '/uk/sports/epl/arsenal/arsenal-vs-chelsea+77';

function ControlsPage() {
  const location = useLocation();
  const view = readListingView(new URLSearchParams(location.search));
  return (
    <>
      <ListingControls
        view={view}
        answer={toPageModel(testAnswer(), view, location.pathname, englishText)}
      />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderControls(search = '') {
  const Stub = createRoutesStub([{ path: PATH, Component: ControlsPage }]);
  return render(<Stub initialEntries={[`${PATH}${search}`]} />);
}

const search = () => screen.getByTestId('search').textContent;

describe('ListingControls', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('offers 1 to 12 tickets, saying which quantities have nothing, and keeps the choice in the URL', async () => {
    renderControls();
    const picker = screen.getByLabelText('Tickets') as HTMLSelectElement;
    expect(picker.value).toBe('2');
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      '1 ticket',
      '2 tickets',
      '3 tickets (none)',
      '4 tickets',
      ...[5, 6, 7, 8, 9, 10, 11, 12].map((n) => `${n} tickets (none)`),
    ]);
    fireEvent.change(picker, { target: { value: '4' } });
    await vi.waitFor(() => expect(search()).toBe('?quantity=4'));
    // Back to the default quantity: the URL stays clean.
    fireEvent.change(screen.getByLabelText('Tickets'), { target: { value: '2' } });
    await vi.waitFor(() => expect(search()).toBe(''));
  });

  it('puts the sort and every filter in the URL, and reads them back from it', async () => {
    renderControls('?section=s101');
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'price-asc' } });
    await vi.waitFor(() => expect(search()).toBe('?sort=price-asc&section=s101'));
    fireEvent.change(screen.getByLabelText('Zone'), { target: { value: 'club' } });
    await vi.waitFor(() => expect(search()).toContain('zone=club'));
    fireEvent.change(screen.getByLabelText('Ticket type'), { target: { value: '6' } });
    fireEvent.click(screen.getByLabelText('Instant delivery'));
    fireEvent.click(screen.getByLabelText('Accessible seating'));
    await vi.waitFor(() =>
      expect(search()).toBe('?sort=price-asc&zone=club&section=s101&type=6&instant=1&accessible=1'),
    );
    // Each filter in force is a chip that removes it.
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(chips.textContent).toContain('Section 101');
    fireEvent.click(screen.getByRole('link', { name: /Instant delivery/ }));
    await vi.waitFor(() => expect(search()).not.toContain('instant'));
    expect((screen.getByLabelText('Instant delivery') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Clear all filters' }));
    await vi.waitFor(() => expect(search()).toBe('?sort=price-asc'));
    expect((screen.getByLabelText('Zone') as HTMLSelectElement).value).toBe('');
  });

  it('waits for a pause in typing before a price filter applies', async () => {
    vi.useFakeTimers();
    renderControls();
    const min = screen.getByLabelText('Min');
    fireEvent.change(min, { target: { value: '4' } });
    fireEvent.change(min, { target: { value: '40' } });
    expect(search()).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(700);
    });
    expect(search()).toBe('?min=40');
    const max = screen.getByLabelText('Max');
    fireEvent.change(max, { target: { value: '90' } });
    await act(async () => {
      vi.advanceTimersByTime(700);
    });
    expect(search()).toBe('?min=40&max=90');
    expect(screen.getByRole('list', { name: 'Filters in use' }).textContent).toContain('£40–£90');
  });

  it('shows the filters of a shared URL as it was shared', () => {
    renderControls('?quantity=4&sort=best-seats&min=30&zone=lower&type=1&accessible=1');
    expect((screen.getByLabelText('Tickets') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('best-seats');
    expect((screen.getByLabelText('Min') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Zone') as HTMLSelectElement).value).toBe('lower');
    expect((screen.getByLabelText('Ticket type') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('Accessible seating') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Filters (4)')).toBeTruthy();
  });
});
