import type { EventSummary } from '@reprise/domain/schemas/catalog';

/** The event as checkout and orders show it. */
export function checkoutEvent(event: EventSummary) {
  return {
    id: event.id,
    name: event.name,
    date: event.startsAt,
    venueName: event.venue.name,
    path: event.path,
  };
}
