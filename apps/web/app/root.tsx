import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ConsentBanner } from './features/consent/consent-banner';
import { consentBannerVisible } from './features/consent/consent-state';
import { LocationFlowRunner } from './features/location/location-flow-runner';
import { ErrorPage } from './ui/error-page';
import { SiteFooter } from './ui/footer/site-footer';
import {
  DEFAULT_PAGE_HANDLE,
  pageHandleFromMatches,
  shellHeaderVariant,
  showsFooter,
} from './ui/header/page-chrome';
import { SiteHeader } from './ui/header/site-header';
import { PageLoader } from './ui/page-loader';
import { SkipLink } from './ui/skip-link';
import { usePageCountry } from './ui/use-page-country';

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    nonce: context.nonce,
    /** Site base for canonical and Open Graph URLs (read by `baseUrlFromMatches`). */
    publicBaseUrl: context.publicBaseUrl,
    // The server's year: a client clock at New Year's Eve would not match the server's HTML.
    year: new Date().getUTCFullYear(),
    // Decided from the request's cookies so the banner hydrates as it was rendered.
    consentBanner: consentBannerVisible(request),
  };
}

// Nothing here changes during a visit: the nonce belongs to the first document, the banner keeps
// its own state once shown, and the year is good for the session.
export function shouldRevalidate() {
  return false;
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c1d95" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const handle = pageHandleFromMatches(useMatches());
  const countryCode = usePageCountry();
  const variant = shellHeaderVariant(handle.header);
  return (
    <>
      <SkipLink />
      <PageLoader />
      <ConsentBanner initiallyVisible={loaderData.consentBanner} countryCode={countryCode} />
      {variant ? <SiteHeader variant={variant} countryCode={countryCode} /> : null}
      <div className="flex-1">
        <Outlet />
      </div>
      {showsFooter(handle) ? <SiteFooter countryCode={countryCode} year={loaderData.year} /> : null}
      <LocationFlowRunner />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const countryCode = usePageCountry();
  const status = isRouteErrorResponse(error) ? error.status : null;
  // Error pages: default black header, no page loader (spec §2 "unknown paths").
  const variant = shellHeaderVariant(DEFAULT_PAGE_HANDLE.header) ?? 'defaultBlack';
  return (
    <>
      <SkipLink />
      <SiteHeader variant={variant} countryCode={countryCode} />
      <div className="flex-1">
        <ErrorPage status={status} countryCode={countryCode} />
      </div>
      <SiteFooter countryCode={countryCode} year={root?.year ?? new Date().getUTCFullYear()} />
    </>
  );
}
