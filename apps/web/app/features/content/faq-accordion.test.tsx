import type { FaqEntry } from '@reprise/domain/schemas/content';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFocusMoves } from '../../../test-support/roving-focus';
import { FaqAccordion } from './faq-accordion';

const entries: FaqEntry[] = [
  {
    id: 1,
    topic: 'Cancel',
    question: 'Can I cancel my order?',
    answer_html: '<p>No. <a href="/return-policy#order-cancellation">Read why</a>.</p>',
    position: 1,
  },
  {
    id: 2,
    topic: 'Adjacent seats',
    question: 'Will my seats be together?',
    answer_html: '<p>Always, unless the listing says otherwise.</p>',
    position: 2,
  },
  {
    id: 3,
    topic: 'Exchange',
    question: 'Can I exchange my tickets?',
    answer_html: '<p>No.</p>',
    position: 3,
  },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  afterEach(cleanup);

  it('renders each question as a collapsed button inside a heading', () => {
    render(<FaqAccordion entries={entries} headingLevel={2} />);
    const first = trigger('Can I cancel my order?');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(first.closest('h2')).not.toBeNull();
    expect(screen.queryByText('Always, unless the listing says otherwise.')).toBeNull();
  });

  it('expands an answer as HTML and collapses it again', () => {
    render(<FaqAccordion entries={entries} />);
    const first = trigger('Can I cancel my order?');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Read why' });
    expect(link.getAttribute('href')).toBe('/return-policy#order-cancellation');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Read why' })).toBeNull();
  });

  it('moves between questions with the arrow keys, Home and End, and toggles the focused one', () => {
    render(<FaqAccordion entries={entries} headingLevel={3} />);
    const [first, second, third] = entries.map((e) => trigger(e.question));
    first!.focus();
    expectFocusMoves([
      ['ArrowDown', second],
      ['End', third],
      ['Home', first],
      ['ArrowUp', third],
    ]);
    // Enter and Space on a native button are a click.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(third!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('No.', { selector: 'p' })).toBeTruthy();
    // More than one answer may stay open.
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(third!.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('FaqAccordion as a section of its own', () => {
  afterEach(cleanup);

  it('titles the section with an h2, questions as h3, and answers through the shared HTML view', () => {
    render(
      <FaqAccordion
        title="Sports FAQ"
        headingLevel={3}
        entries={[
          {
            id: 1,
            topic: 't',
            question: 'Are tickets genuine?',
            answer_html: '<p>Yes, <strong>100% guaranteed</strong>.</p>',
            position: 1,
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Sports FAQ' });
    expect(section.querySelector('h2')?.textContent).toBe('Sports FAQ');
    const question = trigger('Are tickets genuine?');
    expect(question.closest('h3')).not.toBeNull();
    fireEvent.click(question);
    const strong = screen.getByText('100% guaranteed');
    expect(strong.tagName).toBe('STRONG');
    // The answer sits in HtmlContent's prose block, the one place editorial HTML is injected.
    expect(strong.closest('div.leading-7')).not.toBeNull();
  });

  it('renders nothing without entries', () => {
    const { container } = render(<FaqAccordion title="FAQ" entries={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
