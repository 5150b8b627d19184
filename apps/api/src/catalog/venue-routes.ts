import {
  eventVenueListQuerySchema,
  venueListQuerySchema,
  venueListResponseSchema,
} from '@reprise/domain/schemas/catalog';
import type { PublicReads } from '../platform/read-routes';
import type { Context } from '../platform/service-context';
import { getVenueList, getVenuesWithEvents } from './venue-service';

/** Venue lists: /event/venue/list and /getVenueList. */
export function venueReads(read: PublicReads, ctx: () => Context): void {
  read.get('/event/venue/list', {
    summary: 'Venues with upcoming events, by city or country, paged',
    input: eventVenueListQuerySchema,
    response: venueListResponseSchema,
    handler: (query) => getVenuesWithEvents(ctx(), query),
  });

  read.get('/getVenueList', {
    summary: 'All venues, searchable by name, paged (the venues see-all page)',
    input: venueListQuerySchema,
    response: venueListResponseSchema,
    handler: (query) => getVenueList(ctx(), query),
  });
}
