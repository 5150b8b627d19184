import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoader } from './page-loader';
import { loaderColorForPath } from './page-loader-color';

describe('loaderColorForPath', () => {
  it('is white for event, checkout, blog and see-all pages', () => {
    expect(loaderColorForPath('/sports/epl/arsenal/arsenal-vs-chelsea+42')).toBe('white');
    expect(loaderColorForPath('/uk/sports/epl/arsenal/arsenal-vs-chelsea+42/checkout')).toBe(
      'white',
    );
    expect(loaderColorForPath('/blog')).toBe('white');
    expect(loaderColorForPath('/uk/blog/some-post')).toBe('white');
    expect(loaderColorForPath('/see-all?query=ab')).toBe('white');
  });

  it('is black for home, category, genre, performer, venue and city pages', () => {
    expect(loaderColorForPath('/')).toBe('black');
    expect(loaderColorForPath('/uk')).toBe('black');
    expect(loaderColorForPath('/sports')).toBe('black');
    expect(loaderColorForPath('/uk/sports/epl')).toBe('black');
    expect(loaderColorForPath('/sports/epl/arsenal')).toBe('black');
    expect(loaderColorForPath('/venue/wembley')).toBe('black');
    expect(loaderColorForPath('/au/cities/sydney+3')).toBe('black');
  });

  it('is none for pages without a loader', () => {
    expect(loaderColorForPath('/about')).toBeNull();
    expect(loaderColorForPath('/uk/cookies')).toBeNull();
    expect(loaderColorForPath('/sitemap/sports/epl')).toBeNull();
    expect(loaderColorForPath('/a/b/c/d/e/f')).toBeNull();
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
