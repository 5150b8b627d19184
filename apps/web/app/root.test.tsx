import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import { leaveFetchUnansweredInEachTest } from '../test-support/unanswered-fetch';
import { clearBrowserCookies, writeCookie } from './lib/cookies/browser-cookies';
// Every language in the catalogue store, as on the server (entry.server.tsx).
import './lib/i18n/catalogues.server';
import type { PageHandle } from './lib/page-handle';
import { noteRenderedUser } from './lib/session/session-change';
import App, { ErrorBoundary, loader, shouldRevalidate } from './root';

const ROOT_DATA = {
  nonce: 'n',
  publicBaseUrl: 'https://reprise.example',
  year: 2031,
  consentBanner: false,
  user: null as { id: number; first_name: string; last_name: string } | null,
  supportChatScriptUrl: null,
  cdnBaseUrl: '/api/img',
  language: 'en' as 'en' | 'es' | 'de',
  catalogueUrl: '/i18n/en.test.json',
};
const CATALOGUE_URLS = {
  de: '/i18n/de.d.json',
  en: '/i18n/en.e.json',
  es: '/i18n/es.s.json',
  fr: '/i18n/fr.f.json',
};

function Page() {
  return (
    <main id="main">
      <h1>Page</h1>
    </main>
  );
}

function renderAt(path: string, rootData = ROOT_DATA) {
  const page = (handle: PageHandle, pageHandle?: PageHandle) => ({
    handle,
    loader: () => ({ pageHandle }),
    Component: Page,
  });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
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
  leaveFetchUnansweredInEachTest();

  it('draws the header variant of the route handle', async () => {
    renderAt('/white');
    expect(await headerVariant()).toBe('defaultWhite');
    expect(screen.getByRole('banner').querySelector('a[href="/blog"]')).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2031 Reprise');
  });

  it.each([
    [
      'prefers the loader data pageHandle over the route handle',
      '/sports',
      'defaultWhite',
      'bg-white',
    ],
    ['draws the black blog header in slate-950', '/blog-black', 'blogHeaderBlack', 'bg-slate-950'],
    [
      'falls back to the default black header for routes without a handle',
      '/unmarked',
      'defaultBlack',
      'bg-slate-950',
    ],
  ])('%s (%s)', async (_, path, variant, background) => {
    renderAt(path);
    expect(await headerVariant()).toBe(variant);
    expect(screen.getByRole('banner').className).toContain(background);
  });

  it('draws the blog variants with the Blog label and keeps the country in links', async () => {
    renderAt('/uk/blog');
    expect(await headerVariant()).toBe('blogHeaderWhite');
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a[href="/uk/blog"]')?.textContent).toBe('Blog');
    expect(screen.getByRole('link', { name: 'Reprise home' }).getAttribute('href')).toBe('/uk');
    // Signed out, the header's account control is a button that opens the Sign in dialog.
    expect(within(banner).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the profile menu instead of Sign in for a signed-in buyer', async () => {
    renderAt('/uk/blog', { ...ROOT_DATA, user: { id: 3, first_name: 'Ada', last_name: 'Byron' } });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Ada Byron, account menu' })).toBeTruthy();
  });

  it('leaves the eventPageHeader to the event page, which draws it with the event', async () => {
    renderAt('/event');
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('draws neither header nor footer for "none"', async () => {
    renderAt('/bare');
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
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

describe('root revalidation and caching', () => {
  it('reloads the root data when the userObject cookie names another user, never otherwise', () => {
    const ada = { id: 3, first_name: 'Ada', last_name: 'Byron' };
    noteRenderedUser(null);
    expect(shouldRevalidate()).toBe(false);
    // Signed in: the API wrote the cookie; asked twice, the answer stays the same.
    writeCookie('userObject', JSON.stringify(ada), { path: '/' });
    expect(shouldRevalidate()).toBe(true);
    expect(shouldRevalidate()).toBe(true);
    noteRenderedUser(ada);
    expect(shouldRevalidate()).toBe(false);
    // New names (save-profile) and sign-out change it too.
    writeCookie('userObject', JSON.stringify({ ...ada, first_name: 'Augusta' }), { path: '/' });
    expect(shouldRevalidate()).toBe(true);
    clearBrowserCookies();
    expect(shouldRevalidate()).toBe(true);
    noteRenderedUser(null);
    expect(shouldRevalidate()).toBe(false);
  });

  it('reads the signed-in user from the userObject cookie, and nothing else of it', () => {
    const cookie = `userObject=${encodeURIComponent(
      JSON.stringify({ id: 9, first_name: 'Zoë', last_name: 'Ng', email: 'z@x.io' }),
    )}`;
    const request = (header?: string) =>
      ({
        url: 'http://x/',
        headers: new Map(header ? [['cookie', header]] : []),
      }) as unknown as Request;
    const context = {
      nonce: 'n',
      publicBaseUrl: 'http://x',
      catalogueUrls: CATALOGUE_URLS,
    } as never;
    expect(loader({ request: request(cookie), context } as never).user).toEqual({
      id: 9,
      first_name: 'Zoë',
      last_name: 'Ng',
    });
    expect(loader({ request: request(), context } as never).user).toBeNull();
    expect(loader({ request: request('userObject=%7Bbroken'), context } as never).user).toBeNull();
  });
});

describe('the page language', () => {
  const context = {
    nonce: 'n',
    publicBaseUrl: '',
    supportChatScriptUrl: null,
    cdnBaseUrl: '',
    catalogueUrls: CATALOGUE_URLS,
  };
  const requestWith = (headers: Record<string, string>) =>
    ({ url: 'http://x/', headers: new Map(Object.entries(headers)) }) as unknown as Request;

  it('renders in the chosen language, else the browser’s, else English', () => {
    const language = (headers: Record<string, string>) =>
      loader({ request: requestWith(headers), context } as never).language;
    expect(language({ 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(language({ 'accept-language': 'fr-FR', cookie: 'reprise_lang=de' })).toBe('de');
    expect(language({ 'accept-language': 'ja' })).toBe('en');
    const german = loader({
      request: requestWith({ cookie: 'reprise_lang=de' }),
      context,
    } as never);
    // The data names the language's catalogue file and carries none of its messages.
    expect(german.catalogueUrl).toBe('/i18n/de.d.json');
    expect(JSON.stringify(german)).not.toContain('Anmelden');
  });

  it('writes error pages in the page language, from the root’s data', async () => {
    renderAt('/missing', { ...ROOT_DATA, language: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: de['error.404.title'] }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('writes the shell in the page language', async () => {
    renderAt('/', { ...ROOT_DATA, language: 'es' });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicio de Reprise' })).toBeTruthy();
  });
});
