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
