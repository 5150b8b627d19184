import { displayEventTitle } from '@reprise/domain/event-title';
import { CATEGORY_IDS } from '@reprise/domain/ids';
import { minorToMajor } from '@reprise/domain/money/convert';
import type { EventListingsData } from '@reprise/domain/schemas/event-listings';

const STATUS: Record<EventListingsData['event']['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  rescheduled: 'https://schema.org/EventRescheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

const TYPES: Partial<Record<number, string>> = {
  [CATEGORY_IDS.Sports]: 'SportsEvent',
  [CATEGORY_IDS.Concerts]: 'MusicEvent',
  [CATEGORY_IDS.Theater]: 'TheaterEvent',
  [CATEGORY_IDS.Festivals]: 'Festival',
};

/**
 * schema.org Event of an event page for search engines: what, when, where, status, and the
 * offers (lowest and highest all-in price per ticket, currency, availability). `url` is the page
 * without its query; `image` an absolute image URL.
 */
export function eventJsonLd(
  data: Pick<EventListingsData, 'event' | 'summary' | 'currency'>,
  url: string,
  image: string,
) {
  const { event, summary, currency } = data;
  const price = (minor: number) =>
    minorToMajor(minor, currency.minorUnits).toFixed(currency.minorUnits);
  const onSale =
    summary.listingCount > 0 && summary.lowPrice !== null && summary.highPrice !== null;
  return {
    '@context': 'https://schema.org',
    '@type': TYPES[event.category.id] ?? 'Event',
    name: displayEventTitle(event.name),
    startDate: event.startsAt,
    eventStatus: STATUS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    image: [image],
    location: {
      '@type': 'Place',
      name: event.venue.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.city.name,
        ...(event.city.state ? { addressRegion: event.city.state } : {}),
        // Our 'uk' is ISO's GB.
        addressCountry:
          event.city.countryCode === 'uk' ? 'GB' : event.city.countryCode.toUpperCase(),
      },
    },
    performer: { '@type': 'PerformingGroup', name: event.performer.name },
    ...(event.status === 'cancelled'
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: currency.code,
            offerCount: summary.listingCount,
            availability: onSale ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            ...(onSale
              ? { lowPrice: price(summary.lowPrice!), highPrice: price(summary.highPrice!) }
              : {}),
          },
        }),
  };
}
