import type { EventSummary } from '@reprise/domain/schemas/catalog';

/** 'Venue, City, State' as event cards and pages show it (no state for cities without one). */
export function venueLocation(event: Pick<EventSummary, 'venue' | 'city'>): string {
  return [event.venue.name, event.city.name, event.city.state].filter(Boolean).join(', ');
}
