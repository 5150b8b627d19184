import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoader } from './page-loader';
import { loaderColorForPath } from './page-loader-color';

describe('loaderColorForPath', () => {
  it.each([
    // White for event, checkout, blog and see-all pages.
    ['/sports/epl/arsenal/arsenal-vs-chelsea+42', 'white'],
    ['/uk/sports/epl/arsenal/arsenal-vs-chelsea+42/checkout', 'white'],
    ['/blog', 'white'],
    ['/uk/blog/some-post', 'white'],
    ['/see-all?query=ab', 'white'],
    // Black for home, category, genre, performer, venue and city pages.
    ['/', 'black'],
    ['/uk', 'black'],
    ['/sports', 'black'],
    ['/uk/sports/epl', 'black'],
    ['/sports/epl/arsenal', 'black'],
    ['/venue/wembley', 'black'],
    ['/au/cities/sydney+3', 'black'],
    // None for pages without a loader.
    ['/about', null],
    ['/uk/cookies', null],
    ['/sitemap/sports/epl', null],
    ['/a/b/c/d/e/f', null],
  ] as const)('%s has the loader colour %s', (path, color) => {
    expect(loaderColorForPath(path)).toBe(color);
  });
});

describe('PageLoader', () => {
  afterEach(cleanup);

  it('shows the target page’s bar and announces loading while navigating', async () => {
    let release: () => void = () => {};
    const pending = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const Stub = createRoutesStub([
      {
        path: '/',
        HydrateFallback: () => null,
        Component: () => (
          <>
            <PageLoader />
            <Link to="/blog">Blog</Link>
            <Outlet />
          </>
        ),
        children: [{ path: 'blog', loader: () => pending, Component: () => <p>Blog page</p> }],
      },
    ]);
    const { container } = render(<Stub initialEntries={['/']} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('');
    act(() => screen.getByRole('link', { name: 'Blog' }).click());
    await screen.findByText('Loading page');
    expect(container.querySelector('[data-page-loader]')?.getAttribute('data-page-loader')).toBe(
      'white',
    );
    await act(async () => release());
    await screen.findByText('Blog page');
    expect(container.querySelector('[data-page-loader]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
