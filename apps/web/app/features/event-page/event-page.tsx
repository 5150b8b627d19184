import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useCdnBaseUrl } from '../../lib/cdn-base-url';
import { useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { absolute } from '../../lib/seo/page-meta';
import { JsonLdScript } from '../../ui/json-ld-script';
import { noMapImageChain } from '../events/event-image';
import { PriceAlertForm } from '../price-alerts/price-alert-form';
import { useRecordRecentlyViewed } from '../recently-viewed/use-recently-viewed';
import { eventJsonLd } from './event-json-ld';
import type { EventPageData } from './event-page-data';
import { EventPageHeader } from './event-page-header';
import { EventStatusNotice } from './event-status-notice';
import { ListingControls } from './listing-controls';
import { ListingList } from './listing-list';
import { NoMapImage } from './no-map-image';
import { PriceHistoryChart } from './price-history-chart';
import { SeatMap } from './seat-map';

/**
 * The event page: the event's header, its status when it is not simply scheduled, the seat map
 * (or the no-map image) beside the listings with their quantity, sort and filters. A cancelled
 * event sells nothing, so it shows its notice and no listings.
 */
export function EventPage({ data }: { data: EventPageData }) {
  const { page: answer, view, countryCode } = data;
  const t = useT();
  const format = useLocaleFormat();
  const { event } = answer;
  useRecordRecentlyViewed(event);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const location = useLocation();
  const base =
    (useRouteLoaderData('root') as { publicBaseUrl?: string } | undefined)?.publicBaseUrl ?? '';
  const pageUrl = `${base}${location.pathname}`;
  const cancelled = event.status === 'cancelled';
  const { summary, currency } = answer;
  const from =
    summary.lowPrice !== null
      ? format.money(summary.lowPrice, currency.code, currency.minorUnits)
      : null;
  const cdnBaseUrl = useCdnBaseUrl();
  const image = absolute(
    base,
    noMapImageChain(event.genre?.id ?? null, event.category.id, cdnBaseUrl)[0] ?? '',
  );

  return (
    <>
      <EventPageHeader
        event={event}
        countryCode={countryCode}
        shareUrl={`${pageUrl}${location.search}`}
      />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12">
        <JsonLdScript data={eventJsonLd(answer, pageUrl, image)} />
        <EventStatusNotice status={event.status} />
        {cancelled ? null : (
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
            <section
              aria-labelledby="seat-map-heading"
              className="lg:sticky lg:top-4 lg:self-start"
            >
              <h2 id="seat-map-heading" className="mb-3 text-xl font-bold">
                {t('event.seatMap')}
              </h2>
              {answer.seatMap ? (
                <SeatMap
                  model={answer.seatMap}
                  venueName={event.venue.name}
                  quantity={view.quantity}
                  highlighted={highlighted}
                  onHighlight={setHighlighted}
                />
              ) : (
                <NoMapImage genreId={event.genre?.id ?? null} categoryId={event.category.id} />
              )}
            </section>
            <section aria-labelledby="tickets-heading" className="grid content-start gap-4">
              <div>
                <h2 id="tickets-heading" className="text-xl font-bold">
                  {t('event.tickets')}
                </h2>
                <p className="text-sm text-slate-700">
                  {summary.listingCount > 0
                    ? t('event.summary', { count: summary.listingCount, price: from ?? '' })
                    : t('event.noTickets')}
                </p>
              </div>
              {summary.listingCount > 0 ? (
                <>
                  <ListingControls view={view} answer={answer} />
                  <ListingList
                    answer={answer}
                    view={view}
                    countryCode={countryCode}
                    highlighted={highlighted}
                    onHighlight={setHighlighted}
                  />
                </>
              ) : null}
              <PriceAlertForm answer={answer} quantity={view.quantity} />
            </section>
          </div>
        )}
        {cancelled ? null : <PriceHistoryChart history={data.priceHistory} />}
      </main>
    </>
  );
}
