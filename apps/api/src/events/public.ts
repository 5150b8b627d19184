/**
 * What other contexts may use of events: the event summary and its cache tag, the filtered event
 * cards, seating plans, the derived availability of listings and the genre of an event row.
 */

export { activeAt, listingAvailability, nextHoldEnd } from './availability-queries';
export { EVENT_CARDS_TAG, filterEventListings, summarisePrices } from './event-filter-service';
export { getSeatingPlan, type SeatingPlan, type ZoneRef } from './event-map-service';
export { genreFromRow } from './genre-ref';
export { sectionListingAggregates } from './listing-aggregate-queries';
export { findEventsByIds } from './queries';
export { eventTag, getEvent, toEventSummary } from './service';
export { eventForMail, lockEventStatus, setEventStatus } from './status-queries';
