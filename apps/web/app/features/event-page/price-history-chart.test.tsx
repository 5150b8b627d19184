import type { PriceHistory } from '@reprise/domain/price-history/price-history';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import germanMessages from '../../../messages/de.json';
import { CatalogueContext } from '../../lib/i18n/catalogue';
import { PriceHistoryChart } from './price-history-chart';
import { chartGeometry } from './price-history-geometry';

// A seeded 30-day history: Lower falls £1 a day from £99 to £70; Club stays at £120 but had
// nothing on sale on Nov 16.
function seededHistory(): PriceHistory {
  const days = [];
  for (let ago = 29; ago >= 0; ago--) {
    const day = new Date(Date.UTC(2026, 10, 26) - ago * 86_400_000).toISOString().slice(0, 10);
    days.push({ day, prices: [7_000 + ago * 100, ago === 10 ? null : 12_000] });
  }
  return {
    currency: 'GBP',
    minorUnits: 2,
    from: '2026-10-28',
    to: '2026-11-26',
    zones: [
      { id: 'lower', name: 'Lower Tier' },
      { id: 'club', name: 'Club' },
    ],
    days,
  };
}

describe('PriceHistoryChart', () => {
  afterEach(cleanup);

  it('shows every snapshot of the seeded history in the table, by day and zone', () => {
    render(<PriceHistoryChart history={seededHistory()} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Lower Tier', 'Club']);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      );
    expect(cells(rows[1]!)).toEqual(['Oct 28', '£99.00', '£120.00']);
    expect(cells(rows[20]!)).toEqual(['Nov 16', '£80.00', 'None on sale']);
    expect(cells(rows[30]!)).toEqual(['Nov 26', '£70.00', '£120.00']);
  });

  it('draws one line per zone as SVG, broken where the zone had nothing on sale, labelled for assistive tech', () => {
    render(<PriceHistoryChart history={seededHistory()} />);
    const chart = screen.getByRole('img', { name: /^Price history chart\. Lowest all-in price/ });
    const lower = chart.querySelector('[data-zone="lower"] path')!.getAttribute('d')!;
    const club = chart.querySelector('[data-zone="club"] path')!.getAttribute('d')!;
    expect(lower.match(/M/g)).toHaveLength(1);
    expect(lower.match(/L/g)).toHaveLength(29);
    // Club: 29 points in two runs (before and after the day without tickets).
    expect(club.match(/M/g)).toHaveLength(2);
    expect(chart.querySelectorAll('[data-zone="club"] circle')).toHaveLength(29);
    expect(within(chart).getByText('£120.00')).toBeTruthy();
    expect(within(chart).getByText('£70.00')).toBeTruthy();
    expect(screen.getByText('Lower Tier', { selector: 'li' })).toBeTruthy();
  });

  it('puts cheaper prices lower and later days further right', () => {
    const geometry = chartGeometry(seededHistory());
    const lower = geometry.lines[0]!.points;
    expect(lower[0]!.x).toBeLessThan(lower[29]!.x);
    // £99 on the first day is drawn above (smaller y) £70 on the last.
    expect(lower[0]!.y).toBeLessThan(lower[29]!.y);
  });

  it('renders as plain server markup, and nothing without snapshots', () => {
    const html = renderToStaticMarkup(<PriceHistoryChart history={seededHistory()} />);
    expect(html).toContain('<svg');
    expect(html).toContain('<table');
    const empty = { ...seededHistory(), currency: null, zones: [], days: [] };
    expect(renderToStaticMarkup(<PriceHistoryChart history={empty} />)).toBe('');
    expect(renderToStaticMarkup(<PriceHistoryChart history={null} />)).toBe('');
  });

  it('writes days, money and words in the page language (German days as UTC calendar days)', () => {
    render(
      <CatalogueContext.Provider value={{ language: 'de', messages: germanMessages }}>
        <PriceHistoryChart history={seededHistory()} />
      </CatalogueContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Preisverlauf' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      );
    expect(within(rows[0]!).getAllByRole('columnheader')[0]!.textContent).toBe('Tag');
    expect(cells(rows[1]!)).toEqual(['28. Okt.', '99,00\u00a0£', '120,00\u00a0£']);
    expect(cells(rows[20]!)).toEqual(['16. Nov.', '80,00\u00a0£', 'Keine im Verkauf']);
    expect(
      screen.getByRole('img', {
        name: /^Diagramm des Preisverlaufs\. .* vom 28\. Okt\. bis 26\. Nov\./,
      }),
    ).toBeTruthy();
  });
});
