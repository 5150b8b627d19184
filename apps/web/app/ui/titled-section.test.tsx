import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

afterEach(cleanup);

it('is a region named by its h2, with its content after the heading', () => {
  render(
    <>
      <TitledSection title="Your tickets" headingClassName="text-lg">
        <p>Two tickets</p>
      </TitledSection>
      <TitledSection title="Price" headingClassName="text-lg">
        <p>£20</p>
      </TitledSection>
    </>,
  );
  const tickets = screen.getByRole('region', { name: 'Your tickets' });
  expect(tickets.firstElementChild?.tagName).toBe('H2');
  expect(tickets.textContent).toBe('Your ticketsTwo tickets');
  // Each section's heading has an id of its own.
  expect(screen.getByRole('region', { name: 'Price' }).textContent).toBe('Price£20');
});

it('puts the heading in a row with what stands beside it when the row is styled', () => {
  render(
    <TitledSection
      title="Trending"
      headingClassName="text-2xl"
      headerClassName="flex justify-between"
      aside={<a href="/see-all">See all</a>}
    >
      <p>Adele</p>
    </TitledSection>,
  );
  const section = screen.getByRole('region', { name: 'Trending' });
  const row = section.firstElementChild as HTMLElement;
  expect(row.tagName).toBe('DIV');
  expect(row.className).toBe('flex justify-between');
  expect([...row.children].map((child) => child.tagName)).toEqual(['H2', 'A']);
  expect(section.textContent).toBe('TrendingSee allAdele');
});
