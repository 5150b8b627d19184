import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/uk' },
  { name: 'Sports', path: '/uk/sports' },
  { name: 'Premier League', path: '/uk/sports/epl' },
  { name: 'Arsenal', path: '/uk/sports/epl/arsenal' },
];

function renderTrail(crumbs: Crumb[]) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ nonce: 'n0nce', publicBaseUrl: 'https://reprise.example' }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => <Breadcrumbs crumbs={crumbs} /> }],
    },
  ]);
  return render(<Stub initialEntries={['/uk/sports/epl/arsenal']} />);
}

describe('Breadcrumbs', () => {
  afterEach(cleanup);

  it('renders a labelled ordered list with links and the current page last', async () => {
    renderTrail(CRUMBS);
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = nav.querySelectorAll('ol > li');
    expect(items).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe('/uk/sports');
    expect(screen.queryByRole('link', { name: 'Arsenal' })).toBeNull();
    expect(screen.getByText('Arsenal').getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('renders BreadcrumbList JSON-LD with canonical URLs and the CSP nonce', async () => {
    const { container } = renderTrail([...CRUMBS.slice(0, 3), { name: '</script>', path: '/x' }]);
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const script = container.querySelector('script[type="application/ld+json"]');
    await waitFor(() => expect(script?.getAttribute('nonce')).toBe('n0nce'));
    expect(script?.innerHTML).not.toContain('</script>');
    const json = JSON.parse(script?.textContent ?? '{}');
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Sports',
      item: 'https://reprise.example/sports',
    });
    expect(json.itemListElement[3].name).toBe('</script>');
  });
});
