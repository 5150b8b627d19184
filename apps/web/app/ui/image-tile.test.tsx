import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TileGrid } from './image-tile';

afterEach(cleanup);

it('lays out one list item per tile, in order, in the four-column grid', () => {
  render(
    <TileGrid
      className="mt-4"
      items={[
        { id: 1, name: 'Premier League' },
        { id: 2, name: 'NBA' },
      ]}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
    />,
  );
  const list = screen.getByRole('list');
  expect(list.className).toBe(
    'mt-4 grid grid-cols-2 gap-4 min-[576px]:grid-cols-3 min-[1024px]:grid-cols-4',
  );
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Premier League', 'NBA']);
});

it('adds no stray space when given no spacing', () => {
  render(<TileGrid items={['a']} itemKey={(item) => item} renderItem={(item) => item} />);
  expect(screen.getByRole('list').className).toBe(
    'grid grid-cols-2 gap-4 min-[576px]:grid-cols-3 min-[1024px]:grid-cols-4',
  );
});
