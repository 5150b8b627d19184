import { displayEventTitle } from '@reprise/domain/event-title';
import { parseEventSegment } from '@reprise/domain/slug';
import { data, redirect } from 'react-router';
import { EventDate } from '../features/events/event-date';
import { venueLocation } from '../features/events/venue-location';
import { ApiRequestError, apiFromContext } from '../lib/api-client';
import type { Route } from './+types/event';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const segment = parseEventSegment(params.event);
  if (!segment) throw data(null, { status: 404 });
  try {
    const { data: event } = await apiFromContext(context).event(segment.id);
    // One address per event: a renamed event or a mistyped slug lands on the current URL.
    const { pathname } = new URL(request.url);
    if (decodeURIComponent(pathname) !== event.path) throw redirect(event.path, 301);
    return { event };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Event not found | Reprise' }];
  const { event } = loaderData;
  return [{ title: `${displayEventTitle(event.name)} tickets, ${event.venue.name} | Reprise` }];
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
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
