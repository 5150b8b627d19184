import { dateLocale, moneyLocale } from '@reprise/domain/language/intl-locale';
import { EventPage } from '../features/event-page/event-page';
import { eventPageText, loadEventPage } from '../features/event-page/event-page-data';
import { noMapImageChain } from '../features/events/event-image';
import { passWaitingRoom } from '../features/waiting-room/waiting-room-gate';
import { apiFromContext } from '../lib/api-client';
import { cdnBaseUrlFromMatches } from '../lib/cdn-base-url';
import { countryFromParams } from '../lib/country-prefix';
import { translator } from '../lib/i18n/catalogue';
import { catalogueFor } from '../lib/i18n/catalogues.server';
import { catalogueFromMatches, metaTranslator } from '../lib/i18n/meta-translate';
import { requestLanguage } from '../lib/i18n/request-language';
import type { PageHandle } from '../lib/page-handle';
import { baseUrlFromMatches, pageMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/event';

// The event page module (ADR 0007): its own route, reached for /{category}/{genre}/{performer}/
// {slug}+{id} with or without a country prefix. Loader and meta read the same data: the API's
// listings answer for the view the URL asks for.
export const handle: PageHandle = { header: 'eventPageHeader', loader: 'white' };

// The language's words and money format for what the loader writes itself (the seat map).
function pageText(request: Request) {
  const language = requestLanguage(request);
  return { t: translator(catalogueFor(language)), locale: moneyLocale(language) };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = apiFromContext(context);
  // The waiting-room check runs alongside the page's own read, adding no wait to it.
  const [, page] = await Promise.all([
    passWaitingRoom(api, request, params.event),
    loadEventPage({
      api,
      request,
      countryCode: countryFromParams(params),
      eventSegment: params.event,
      text: pageText(request),
    }),
  ]);
  return page;
}

// No canonical link on event pages: pageMeta leaves it out for the event path pattern.
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return [{ title: t('meta.eventNotFound') }];
  const { event } = loaderData.page;
  return pageMeta({
    ...eventPageText(loaderData, t, dateLocale(catalogueFromMatches(matches).language)),
    path: location.pathname,
    baseUrl: baseUrlFromMatches(matches),
    image: noMapImageChain(
      event.genre?.id ?? null,
      event.category.id,
      cdnBaseUrlFromMatches(matches),
    )[0],
  });
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage data={loaderData} />;
}
