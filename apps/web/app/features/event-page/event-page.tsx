import { withCountryPrefix } from '@reprise/domain/country';
import { displayEventTitle } from '@reprise/domain/event-title';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import { parseEventSegment } from '@reprise/domain/slug';
import { data, redirect } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import type { PageLoadArgs } from '../../lib/page-load';
import { EventDate } from '../events/event-date';
import { venueLocation } from '../events/venue-location';
import { useRecordRecentlyViewed } from '../recently-viewed/use-recently-viewed';

export interface EventPageData {
  event: EventSummary;
}

/** Data of an event page; 404 for an unknown event, 301 to the canonical path for a stale one. */
export async function loadEventPage(
  { api, request, countryCode }: PageLoadArgs,
  eventSegment: string,
): Promise<EventPageData> {
  const segment = parseEventSegment(eventSegment);
  if (!segment) throw data(null, { status: 404 });
  try {
    const { data: event } = await api.event(segment.id);
    // One address per event: a renamed event or a mistyped slug lands on the current URL.
    const canonical = withCountryPrefix(event.path, countryCode);
    const { pathname } = new URL(request.url);
    if (decodeURIComponent(pathname) !== canonical) throw redirect(canonical, 301);
    return { event };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Title of an event page. */
export function eventTitle({ event }: EventPageData): string {
  return `${displayEventTitle(event.name)} tickets, ${event.venue.name} | Reprise`;
}

/** Description of an event page: what, where and when. */
export function eventDescription({ event }: EventPageData): string {
  return `Tickets for ${displayEventTitle(event.name)} at ${venueLocation(event)}. All-in prices, 100% guaranteed.`;
}

/** The event page (listings and checkout arrive with their own issue). */
export function EventPage({ data: { event } }: { data: EventPageData }) {
  useRecordRecentlyViewed(event);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{displayEventTitle(event.name)}</h1>
      <p className="mt-2 text-lg text-slate-700">
        <EventDate startsAt={event.startsAt} timezone={event.timezone} />
      </p>
      <p className="mt-1 text-lg text-slate-700">{venueLocation(event)}</p>
      {event.status === 'cancelled' ? (
        <p className="mt-4 rounded-lg bg-amber-100 p-4 text-amber-950">
          This event was cancelled. If you bought tickets, your full refund appears in 1-2 weeks.
        </p>
      ) : null}
      <p className="mt-8 text-slate-700">Tickets for this event are coming soon.</p>
    </main>
  );
}
