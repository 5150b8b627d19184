import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderInRouter } from '../../../test-support/render-in-router';
import { ListFilterForm } from './list-filter-form';

afterEach(cleanup);

const NONE = { dates: null, from: null, to: null, minPrice: null, maxPrice: null };

it("shows the URL's filters in fields named as the URL names them", async () => {
  renderInRouter(
    <ListFilterForm
      filters={{
        dates: 'dates',
        from: '2026-12-01',
        to: '2026-12-24',
        minPrice: 20,
        maxPrice: 80.5,
      }}
      currency="EUR"
    />,
    '/venue/o2',
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  await screen.findByRole('form', { name: 'Filter events by date and price' });
  expect(
    ['From date', 'To date', 'Min price (EUR)', 'Max price (EUR)'].map((label) => {
      const input = field(label);
      return [input.name, input.type, input.value];
    }),
  ).toEqual([
    ['from', 'date', '2026-12-01'],
    ['to', 'date', '2026-12-24'],
    ['min_price', 'number', '20'],
    ['max_price', 'number', '80.5'],
  ]);
  expect(field('Min price (EUR)').min).toBe('0');
  expect(field('Max price (EUR)').step).toBe('any');
  expect(field('Max price (EUR)').inputMode).toBe('decimal');
  expect((screen.getByLabelText('Dates') as HTMLSelectElement).value).toBe('dates');
  expect(screen.getByRole('link', { name: 'Clear' }).getAttribute('href')).toBe('/venue/o2');
});

it('leaves every field empty, and offers nothing to clear, when the URL asks for no filter', async () => {
  renderInRouter(<ListFilterForm filters={NONE} currency="GBP" />);
  await screen.findByRole('form', { name: 'Filter events by date and price' });
  expect(
    ['From date', 'To date', 'Min price (GBP)', 'Max price (GBP)'].map(
      (label) => (screen.getByLabelText(label) as HTMLInputElement).value,
    ),
  ).toEqual(['', '', '', '']);
  expect(screen.queryByRole('link', { name: 'Clear' })).toBeNull();
});
