import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion', () => {
  afterEach(cleanup);

  it('expands and collapses questions and renders the HTML answers', () => {
    render(
      <FaqAccordion
        title="Sports FAQ"
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
    expect(screen.getByRole('heading', { level: 2, name: 'Sports FAQ' })).toBeTruthy();
    const question = screen.getByRole('button', { name: 'Are tickets genuine?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('100% guaranteed').tagName).toBe('STRONG');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders nothing without entries', () => {
    const { container } = render(<FaqAccordion title="FAQ" entries={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
