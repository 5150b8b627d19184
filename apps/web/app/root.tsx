import { type ReactNode, useState } from 'react';
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
import { AuthDialogHost } from './features/account/auth-dialog-host';
import { FirstOrderTrigger } from './features/account/first-order-trigger';
import { ConsentBanner } from './features/consent/consent-banner';
import { consentBannerVisible } from './features/consent/consent-state';
import { LocationFlowRunner } from './features/location/location-flow-runner';
import { SupportChatButton } from './features/support-chat/support-chat-button';
import { CatalogueContext } from './lib/i18n/catalogue';
import { CataloguePreload, loadCatalogue, storedCatalogue } from './lib/i18n/catalogue-store';
import { languageChanged, noteRenderedLanguage } from './lib/i18n/language-change';
import { requestLanguage } from './lib/i18n/request-language';
import { noteRenderedUser, sessionUserChanged } from './lib/session/session-change';
import { sessionUserFromRequest } from './lib/session/session-user';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';
import { apiErrorMessage, ErrorPage } from './ui/error-page';
import { SUPPORT_EMAIL } from './ui/footer/footer-links';
import {
  DEFAULT_PAGE_HANDLE,
  pageHandleFromMatches,
  shellHeaderVariant,
  showsFooter,
} from './ui/header/page-chrome';
import { PageLoader } from './ui/page-loader';
import { SkipLink } from './ui/skip-link';
import { usePageCountry } from './ui/use-page-country';

export function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  return {
    nonce: context.nonce,
    /** Site base for canonical and Open Graph URLs (read by `baseUrlFromMatches`). */
    publicBaseUrl: context.publicBaseUrl,
    // The server's year: a client clock at New Year's Eve would not match the server's HTML.
    year: new Date().getUTCFullYear(),
    // Decided from the request's cookies so the banner hydrates as it was rendered.
    consentBanner: consentBannerVisible(request),
    /** The signed-in buyer (the readable userObject cookie: id and names), or null. */
    user: sessionUserFromRequest(request),
    /** The support chat's script, loaded when a visitor presses 'Chat with us' (null: mail). */
    supportChatScriptUrl: context.supportChatScriptUrl,
    /** Base of the image paths pages build themselves (CDN_BASE_URL), as the API's own images use. */
    cdnBaseUrl: context.cdnBaseUrl,
    /** The page's language: the language cookie, else Accept-Language (ADR 0024). */
    language,
    // Where its messages are: they stay out of the page's data, a file of their own fetched once.
    catalogueUrl: context.catalogueUrls[language],
  };
}

// A root loaded again in the browser (another language chosen, a sign-in) renders only once its
// language's messages are here. The first render is the server's data: entry.client.tsx has
// fetched the catalogue before hydrating.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.language, data.catalogueUrl);
  return data;
}

// Loaded once per visit, and again only when the session's user changed (sign-in, sign-out, new
// names) or the visitor chose another language: the nonce belongs to the first document, the
// banner keeps its own state once shown, and the year is good for the session.
export function shouldRevalidate() {
  return sessionUserChanged() || languageChanged();
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function Layout({ children }: { children: ReactNode }) {
  // The first document's nonce: a revalidated root (after sign-in) brings a new one, but the
  // scripts on the page are the ones the first document's policy allowed.
  const root = useRouteLoaderData<typeof loader>('root');
  const [nonce] = useState(root?.nonce);
  // The first document's catalogue, a hint for its first load only: a language chosen later is
  // fetched by the root's clientLoader, and a new preload would ask for that file once more.
  const [catalogue] = useState(root && { language: root.language, url: root.catalogueUrl });
  return (
    <html lang={root?.language ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c1d95" />
        <Meta />
        <Links />
        {catalogue ? <CataloguePreload {...catalogue} /> : null}
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
  // The root's own user, not the cookie's: a root rendered without the session (a shared page) is
  // loaded again on the next navigation, so it names the buyer from then on.
  noteRenderedUser(loaderData.user);
  noteRenderedLanguage(loaderData.language);
  const handle = pageHandleFromMatches(useMatches());
  const countryCode = usePageCountry();
  const variant = shellHeaderVariant(handle.header);
  return (
    <CatalogueContext value={storedCatalogue(loaderData.language)}>
      <SkipLink />
      <PageLoader />
      <ConsentBanner initiallyVisible={loaderData.consentBanner} countryCode={countryCode} />
      {variant ? <SiteHeader variant={variant} countryCode={countryCode} /> : null}
      <div className="flex-1">
        <Outlet />
      </div>
      {showsFooter(handle) ? (
        <SiteFooter
          countryCode={countryCode}
          year={loaderData.year}
          supportChat={
            <SupportChatButton
              scriptUrl={loaderData.supportChatScriptUrl}
              supportEmail={SUPPORT_EMAIL}
            />
          }
        />
      ) : null}
      <LocationFlowRunner />
      <AuthDialogHost />
      <FirstOrderTrigger />
    </CatalogueContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const countryCode = usePageCountry();
  const status = isRouteErrorResponse(error) ? error.status : null;
  // An API refusal that reached the page (lib/api-client.ts) carries the API's reason.
  const detail = isRouteErrorResponse(error) && status === 400 ? apiErrorMessage(error.data) : null;
  // Error pages: default black header, no page loader (as for unknown paths).
  const variant = shellHeaderVariant(DEFAULT_PAGE_HANDLE.header) ?? 'defaultBlack';
  return (
    <CatalogueContext value={root ? storedCatalogue(root.language) : EMPTY_CATALOGUE}>
      <SkipLink />
      <SiteHeader variant={variant} countryCode={countryCode} />
      <div className="flex-1">
        <ErrorPage status={status} countryCode={countryCode} detail={detail} />
      </div>
      <SiteFooter
        countryCode={countryCode}
        year={root?.year ?? new Date().getUTCFullYear()}
        supportChat={
          <SupportChatButton
            scriptUrl={root?.supportChatScriptUrl ?? null}
            supportEmail={SUPPORT_EMAIL}
          />
        }
      />
      {/* The header's Sign in works on error pages too. */}
      <AuthDialogHost />
    </CatalogueContext>
  );
}

// Only when the root's own loader failed (it reads nothing but the request): keys show.
const EMPTY_CATALOGUE = { language: 'en', messages: {} } as const;
