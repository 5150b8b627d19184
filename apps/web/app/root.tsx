import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { SiteFooter } from './ui/site-footer';
import { SiteHeader } from './ui/site-header';

export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce };
}

// The nonce belongs to the first document; client navigations never need a new one.
export function shouldRevalidate() {
  return false;
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
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'We couldn’t find that page' : 'Something went wrong';
  const text = notFound
    ? 'The page may have moved, or the event may be over. Try the home page or search.'
    : 'Please try again in a moment. If it keeps happening, contact support.';
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <title>{`${title} | Reprise`}</title>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{text}</p>
        <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
          Back to the home page
        </a>
      </main>
      <SiteFooter />
    </>
  );
}
