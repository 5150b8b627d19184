import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { leaveFetchUnansweredInEachTest } from '../../test-support/unanswered-fetch';
import { SkipLink } from '../ui/skip-link';
import { SiteFooter } from './site-footer';

function renderFooter(countryCode: string | null = 'uk') {
  const Stub = createRoutesStub([
    {
      path: '*',
      HydrateFallback: () => null,
      Component: () => (
        <>
          <SkipLink />
          <SiteFooter countryCode={countryCode} year={2031} />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/uk/about']} />);
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

function hrefs(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('SiteFooter', () => {
  leaveFetchUnansweredInEachTest();

  it('lists Company: About, Blog, Press in the visitor’s country', async () => {
    renderFooter();
    await screen.findByRole('contentinfo');
    expect(hrefs(section('Company'))).toEqual([
      ['About', '/uk/about'],
      ['Blog', '/uk/blog'],
      ['Press', '/uk/press'],
    ]);
  });

  it('opens the two social links in a new tab, announced, with noopener', async () => {
    renderFooter();
    await screen.findByRole('contentinfo');
    const links = within(section('Social')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://twitter.com/reprise',
      'https://www.facebook.com/reprise',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('lists Support: Guide, FAQ, Contact Support by mail, Sell on Reprise, the POS app', async () => {
    renderFooter();
    await screen.findByRole('contentinfo');
    const links = hrefs(section('Support'));
    expect(links.slice(0, 4)).toEqual([
      ['Guide', '/uk/faq'],
      ['FAQ', '/uk/faq'],
      ['Contact Support', 'mailto:support@reprise.example'],
      ['Sell on Reprise', '#sell'],
    ]);
    expect(links[4]?.[0]).toContain('Reprise POS app');
    // The Sell section is where "Sell on Reprise" points.
    expect(section('Sell').id).toBe('sell');
  });

  it('has Settings buttons, the copyright year from the server and the legal links', async () => {
    renderFooter(null);
    await screen.findByRole('contentinfo');
    const settings = section('Settings');
    expect(within(settings).getByRole('button', { name: 'Currency' })).toBeTruthy();
    expect(within(settings).getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(screen.getByText(/© 2031 Reprise/)).toBeTruthy();
    expect(hrefs(screen.getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Terms of Use', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Return Policy', '/return-policy'],
      ['Cookies', '/cookies'],
      ['Sitemap', '/sitemap'],
    ]);
  });

  it('Back To Top scrolls up and moves focus to the skip link', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderFooter();
    fireEvent.click(await screen.findByRole('button', { name: /Back To Top/ }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.textContent).toBe('Skip to content');
  });

  it('opens the Language dialog from Settings and closes it on a choice, focus returned', async () => {
    renderFooter();
    const opener = await screen.findByRole('button', { name: 'Language' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    const names = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') !== null)
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(names).toEqual([
      ['Deutsch', 'false'],
      ['English', 'true'],
      ['Español', 'false'],
      ['Français', 'false'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Español' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
