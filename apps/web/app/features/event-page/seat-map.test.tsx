import { readListingView } from '@reprise/domain/listings/listing-view';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { englishText } from '../../../test-support/english-text';
import { expectFocusMoves } from '../../../test-support/roving-focus';
import { toPageModel } from './event-page-model';
import { testAnswer } from './event-page-test-data';
import { SeatMap } from './seat-map';

const PATH = '/sports/epl/arsenal/arsenal-vs-chelsea+77';

function MapPage() {
  const location = useLocation();
  const view = readListingView(new URLSearchParams(location.search));
  const answer = toPageModel(testAnswer(), view, location.pathname, englishText);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  return (
    <>
      <SeatMap
        model={answer.seatMap!}
        venueName="Emirates Stadium"
        quantity={view.quantity}
        highlighted={highlighted}
        onHighlight={setHighlighted}
      />
      <output data-testid="search">{location.search}</output>
      <output data-testid="highlighted">{highlighted ?? ''}</output>
    </>
  );
}

function renderMap(search = '') {
  const Stub = createRoutesStub([{ path: PATH, Component: MapPage }]);
  return render(<Stub initialEntries={[`${PATH}${search}`]} />);
}

const sections = () => screen.getAllByRole('link');

describe('SeatMap', () => {
  afterEach(cleanup);

  it('makes each section on sale a labelled link with its price range; the rest are no controls', () => {
    renderMap();
    expect(sections().map((link) => link.getAttribute('aria-label'))).toEqual([
      'Section 101, Lower Tier: 1 listing, £53 each',
      'Club 1, Club: 1 listing, £99 each',
    ]);
    // The legend writes every colour's range: colour is never the only cue.
    expect(screen.getByRole('list', { name: 'Price key' }).textContent).toContain('£53');
    expect(screen.getByText('No tickets for 2 tickets')).toBeTruthy();
  });

  it('is one tab stop; arrow keys, Home and End move between sections', () => {
    renderMap();
    const [first, second] = sections();
    expect(sections().map((link) => link.getAttribute('tabindex'))).toEqual(['0', '-1']);
    act(() => first!.focus());
    expect(screen.getByTestId('highlighted').textContent).toBe('s101');
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(screen.getByTestId('highlighted').textContent).toBe('club-1');
    expect(sections().map((link) => link.getAttribute('tabindex'))).toEqual(['-1', '0']);
    expect(screen.getByText('Club 1 · Club · £99 · 1 listing')).toBeTruthy();
    // Wraps around, and Home/End jump to the ends.
    expectFocusMoves([
      ['ArrowDown', first],
      ['End', second],
      ['Home', first],
      ['ArrowLeft', second],
    ]);
  });

  it('filters the list to a section when picked, and unpicks it the second time', async () => {
    renderMap('?quantity=4');
    fireEvent.click(sections()[1]!);
    expect((await screen.findByTestId('search')).textContent).toBe('?quantity=4&section=club-1');
    expect(sections()[1]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(sections()[1]!);
    expect(screen.getByTestId('search').textContent).toBe('?quantity=4');
  });

  it('highlights a section while the pointer is over it', () => {
    renderMap();
    fireEvent.pointerEnter(sections()[0]!);
    expect(screen.getByTestId('highlighted').textContent).toBe('s101');
    fireEvent.pointerLeave(sections()[0]!);
    expect(screen.getByTestId('highlighted').textContent).toBe('');
  });
});
