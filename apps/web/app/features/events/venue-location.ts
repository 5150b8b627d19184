import type { EventSummary } from '@reprise/domain/schemas/catalog';

/** 'City, State' as venue and city pages show a place (no state for cities without one). */
export function cityLocation(city: { name: string; state?: string | null }): string {
  return [city.name, city.state].filter(Boolean).join(', ');
}

/** 'Venue, City, State' as event cards and pages show it (no state for cities without one). */
export function venueLocation(event: Pick<EventSummary, 'venue' | 'city'>): string {
  return [event.venue.name, cityLocation(event.city)].filter(Boolean).join(', ');
}
