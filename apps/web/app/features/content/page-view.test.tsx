import type { PageDetails } from '@reprise/domain/schemas/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { PageView } from './page-view';

const returnPolicy: PageDetails = {
  slug: 'return-policy',
  title: 'Return Policy',
  body_html:
    '<p>All purchases are 100% guaranteed.</p>' +
    '<section id="refund"><h2>Refund</h2><p>Full refund for cancelled events.</p></section>' +
    '<section id="covid-19-refund"><h2>COVID-19 Refund</h2><p>Same rules.</p></section>',
  anchors: [
    { id: 'refund', title: 'Refund' },
    { id: 'covid-19-refund', title: 'COVID-19 Refund' },
  ],
  updated_at: '2026-11-21T10:13:49.637Z',
};

describe('PageView', () => {
  afterEach(cleanup);

  it('lists the anchors in a table of contents linking to ids that exist in the body', () => {
    const { container } = render(<PageView page={returnPolicy} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Refund', '#refund'],
      ['COVID-19 Refund', '#covid-19-refund'],
    ]);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`[id="${id}"]`)?.textContent).toContain(link.textContent!);
    }
    expect(screen.getByText('21 November 2026')).toBeTruthy();
  });

  it('shows no table of contents for a page without anchors', () => {
    render(<PageView page={{ ...returnPolicy, slug: 'cookies', anchors: [] }} />);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    expect(screen.getByText('Full refund for cancelled events.')).toBeTruthy();
  });

  it('writes its chrome in the page language, the CMS body as stored', () => {
    render(inGerman(<PageView page={returnPolicy} />));
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeTruthy();
    const updated = screen.getByText('21. November 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated.parentElement?.textContent).toBe('Zuletzt aktualisiert am 21. November 2026');
    expect(screen.getByText('Full refund for cancelled events.')).toBeTruthy();
  });
});
