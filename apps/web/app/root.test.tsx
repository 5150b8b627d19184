import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageHandle } from './lib/page-handle';
import App, { ErrorBoundary } from './root';

const ROOT_DATA = {
  nonce: 'n',
  publicBaseUrl: 'https://reprise.example',
  year: 2031,
  consentBanner: false,
};

function Page() {
  return (
    <main id="main">
      <h1>Page</h1>
    </main>
  );
}

function renderAt(path: string) {
  const page = (handle: PageHandle, pageHandle?: PageHandle) => ({
    handle,
    loader: () => ({ pageHandle }),
    Component: Page,
  });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ROOT_DATA,
      HydrateFallback: () => null,
      // The root module's components, as React Router renders them.
      Component: App as unknown as () => React.JSX.Element,
      ErrorBoundary: ErrorBoundary as unknown as () => React.JSX.Element,
      children: [
        { path: 'white', ...page({ header: 'defaultWhite', loader: null }) },
        { path: ':countryCode/blog', ...page({ header: 'blogHeaderWhite', loader: 'white' }) },
        { path: 'blog-black', ...page({ header: 'blogHeaderBlack', loader: 'white' }) },
        { path: 'event', ...page({ header: 'eventPageHeader', loader: 'white' }) },
        { path: 'bare', ...page({ header: 'none', loader: null }) },
        // The catalogue dispatcher: the loader's pageHandle beats the route handle.
        {
          path: 'sports',
          ...page(
            { header: 'defaultBlack', loader: null },
            { header: 'defaultWhite', loader: 'black' },
          ),
        },
        {
          path: 'gone',
          loader: () => {
            throw data(null, { status: 410 });
          },
          Component: Page,
        },
        {
          path: 'missing',
          loader: () => {
            throw data(null, { status: 404 });
          },
          Component: Page,
        },
        { path: 'unmarked', Component: Page },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

async function headerVariant() {
  const header = await screen.findByRole('banner');
  return header.getAttribute('data-header-variant');
}

describe('root layout', () => {
  // The location flow starts after hydration; its API calls never answer here.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the header variant of the route handle', async () => {
    renderAt('/white');
    expect(await headerVariant()).toBe('defaultWhite');
    expect(screen.getByRole('banner').querySelector('a[href="/blog"]')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('prefers the loader data pageHandle over the route handle', async () => {
    renderAt('/sports');
    expect(await headerVariant()).toBe('defaultWhite');
  });

  it('draws the blog variants with the Blog label and keeps the country in links', async () => {
    renderAt('/uk/blog');
    expect(await headerVariant()).toBe('blogHeaderWhite');
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a[href="/uk/blog"]')?.textContent).toBe('Blog');
    expect(screen.getByRole('link', { name: 'Reprise home' }).getAttribute('href')).toBe('/uk');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/uk/myaccount',
    );
  });

  it('draws the black blog header in slate-950', async () => {
    renderAt('/blog-black');
    expect(await headerVariant()).toBe('blogHeaderBlack');
    expect(screen.getByRole('banner').className).toContain('bg-slate-950');
  });

  it('draws the white header for the event header until it exists', async () => {
    renderAt('/event');
    expect(await headerVariant()).toBe('defaultWhite');
  });

  it('draws neither header nor footer for "none"', async () => {
    renderAt('/bare');
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('falls back to the default black header for routes without a handle', async () => {
    renderAt('/unmarked');
    expect(await headerVariant()).toBe('defaultBlack');
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2031 Reprise');
  });

  it('renders the gone page for 410 and the not-found page for 404, black header', async () => {
    renderAt('/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is gone' }),
    ).toBeTruthy();
    expect(await headerVariant()).toBe('defaultBlack');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Search events' }).getAttribute('href')).toBe(
      '/see-all',
    );
    cleanup();
    renderAt('/missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
    ).toBeTruthy();
  });
});
