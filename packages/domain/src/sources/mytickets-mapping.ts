// The mytickets feed is our own format, already in our ids and minor units (ADR 0013).
import { myticketsListingSchema } from '../schemas/sources';
import { checkListing } from './listing-checks';
import { rowMapper } from './row-parse';

/** The key of a mytickets row's id. */
export const MYTICKETS_ID_KEY = 'externalId';

/** One raw mytickets feed row as our listing, or why it cannot be one. */
export const mapMyticketsListing = rowMapper(myticketsListingSchema, (row) =>
  checkListing({
    externalId: row.externalId,
    eventId: row.eventId,
    section: row.section,
    row: row.row || null,
    seatFrom: row.seatFrom ?? null,
    seatTo: row.seatTo ?? null,
    quantity: row.quantity,
    splitRule: row.splitRule ?? null,
    seatTypeId: row.seatTypeId,
    ticketTypeId: row.ticketTypeId,
    priceMinor: row.priceMinor,
    wholesalePriceMinor: row.wholesalePriceMinor ?? null,
    faceValueMinor: row.faceValueMinor ?? null,
    feesMinor: row.feesMinor,
    taxRateBp: row.taxRateBp,
    currency: row.currency,
    inHandDate: row.inHandDate ?? null,
    instantDelivery: row.instantDelivery,
    notes: row.notes || null,
    viewQuality: row.viewQuality ?? null,
    accessibleSeating: row.accessible,
  }),
);
