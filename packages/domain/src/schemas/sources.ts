// The ingest payloads (/insert/tevolisting, /insert/automatiqlisting,
// /insert/mercuryListing and the mytickets feed) and the answers they get. A batch is checked as
// a whole only for its envelope; each row is checked on its own, so one bad row is rejected with
// its index and reason while the good rows of the batch still land. Field meanings: ADR 0013.
import { z } from 'zod';
import { recordId } from './whole-number';

/** The external systems listings come from (ticketing_systems.name). */
export const SOURCE_NAMES = ['tevo', 'ticket_network', 'automatiq', 'mytickets'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** Most rows one pushed batch may carry; a source sends more as several batches. */
export const INGEST_MAX_ROWS = 2_000;

const text = (max: number) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish();
const count = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(100_000, 'must be at most 100000');
const seat = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'must be at most 1000000');
const id = z.union([z.number().int().nonnegative(), text(64)], {
  error: 'must be a number or a text id',
});
// Bare messages: a row's rejection and a body error already name the field.
const eventId = recordId('');
/** A price in major units: 129.5 or "129.50". */
const decimal = z.union([z.number().nonnegative('must be 0 or more'), text(16)], {
  error: 'must be an amount such as 129.50',
});
const isoDate = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const currency = z
  .string({ error: 'must be a currency code' })
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD');
/** A yes/no field, false when the source leaves it out. */
const flag = z.boolean({ error: 'must be true or false' }).default(false);
const splits = z
  .array(z.number().int().min(1).max(100_000), { error: 'must be a list of quantities' })
  .max(200);

/** Ticket Evolution's delivery formats (ticket_groups[].format). */
export const TEVO_FORMATS = [
  'Eticket',
  'TM_mobile',
  'Flash_seats',
  'Physical',
  'Guest_list',
  'Paperless',
] as const;

/** One Ticket Evolution ticket group, as its API lists them (ADR 0013 maps every field). */
export const tevoListingSchema = z.object({
  id,
  event_id: eventId,
  section: text(100),
  row: optionalText(40),
  seats: z.array(seat).max(500).nullish(),
  available_quantity: count,
  splits: splits.nullish(),
  retail_price: decimal,
  wholesale_price: decimal.nullish(),
  face_value: decimal.nullish(),
  currency: currency.default('USD'),
  format: z.enum(TEVO_FORMATS, { error: `must be one of ${TEVO_FORMATS.join(', ')}` }),
  in_hand: z.boolean({ error: 'must be true or false' }).default(true),
  in_hand_on: isoDate.nullish(),
  instant_delivery: flag,
  public_notes: optionalText(500),
  view_type: z
    .enum(['Full', 'Possible Obstruction', 'Obstructed'], {
      error: 'must be Full, Possible Obstruction or Obstructed',
    })
    .nullish(),
  wheelchair: flag,
  general_admission: flag,
});
export type TevoListing = z.infer<typeof tevoListingSchema>;

/** TicketNetwork Mercury stock types. */
export const MERCURY_STOCK_TYPES = [
  'ELECTRONIC',
  'MOBILE_TRANSFER',
  'FLASH',
  'HARD',
  'WILL_CALL',
  'LOCAL_PICKUP',
  'MOBILE_QR',
  'PAPERLESS',
] as const;

const mercuryMoney = z.object({ value: decimal, currencyCode: currency });

/** One TicketNetwork Mercury ticket group (ADR 0013). */
export const mercuryListingSchema = z.object({
  ticketGroupId: id,
  eventId,
  seats: z.object({
    section: text(100),
    row: optionalText(40),
    lowSeat: seat.nullish(),
    highSeat: seat.nullish(),
    isGeneralAdmission: z.boolean().default(false),
  }),
  quantity: z.object({ available: count, splits: splits.nullish() }),
  pricing: z.object({
    retailPrice: mercuryMoney,
    wholesalePrice: mercuryMoney.nullish(),
    faceValue: mercuryMoney.nullish(),
  }),
  stockType: z.enum(MERCURY_STOCK_TYPES, {
    error: `must be one of ${MERCURY_STOCK_TYPES.join(', ')}`,
  }),
  inHandDate: isoDate.nullish(),
  isInstantDelivery: flag,
  notes: z.object({ external: optionalText(500) }).nullish(),
  isWheelchairAccessible: flag,
});
export type MercuryListing = z.infer<typeof mercuryListingSchema>;

export const AUTOMATIQ_STOCK_TYPES = [
  'ETICKET',
  'MOBILE_TRANSFER',
  'HARD',
  'QR_CODE',
  'WILL_CALL',
  'LOCAL_PICKUP',
] as const;
export const AUTOMATIQ_SPLIT_TYPES = ['ANY', 'NEVER_LEAVE_ONE', 'NONE'] as const;
export const AUTOMATIQ_SEAT_TYPES = ['CONSECUTIVE', 'ODD_EVEN', 'PIGGYBACK', 'GA'] as const;

/** One Automatiq listing (ADR 0013). */
export const automatiqListingSchema = z.object({
  listing_id: id,
  event_id: eventId,
  section: text(100),
  row: optionalText(40),
  low_seat: seat.nullish(),
  high_seat: seat.nullish(),
  quantity: count,
  split_type: z
    .enum(AUTOMATIQ_SPLIT_TYPES, { error: `must be one of ${AUTOMATIQ_SPLIT_TYPES.join(', ')}` })
    .default('ANY'),
  seat_type: z
    .enum(AUTOMATIQ_SEAT_TYPES, { error: `must be one of ${AUTOMATIQ_SEAT_TYPES.join(', ')}` })
    .default('CONSECUTIVE'),
  price: decimal,
  cost: decimal.nullish(),
  face_value: decimal.nullish(),
  fees: decimal.nullish(),
  currency,
  stock_type: z.enum(AUTOMATIQ_STOCK_TYPES, {
    error: `must be one of ${AUTOMATIQ_STOCK_TYPES.join(', ')}`,
  }),
  in_hand_date: isoDate.nullish(),
  instant_delivery: flag,
  notes: optionalText(500),
});
export type AutomatiqListing = z.infer<typeof automatiqListingSchema>;

/** One row of the mytickets feed: our own format, already in our ids and minor units. */
export const myticketsListingSchema = z.object({
  externalId: text(64),
  eventId,
  section: text(100),
  row: optionalText(40),
  seatFrom: seat.nullish(),
  seatTo: seat.nullish(),
  quantity: count,
  splitRule: z
    .union([z.literal(3), z.literal(5)], {
      error: 'must be 3 (NeverLeaveOne), 5 (noSplits) or null',
    })
    .nullish(),
  seatTypeId: z
    .number()
    .int()
    .min(1, 'must be a seat type id 1–4')
    .max(4, 'must be a seat type id 1–4')
    .default(1),
  ticketTypeId: z
    .number()
    .int()
    .min(1, 'must be a ticket type id 1–6')
    .max(6, 'must be a ticket type id 1–6'),
  priceMinor: count.max(100_000_000, 'must be at most 100000000'),
  feesMinor: count.default(0),
  taxRateBp: z
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .max(5_000, 'must be at most 5000')
    .default(0),
  faceValueMinor: count.nullish(),
  wholesalePriceMinor: count.nullish(),
  currency,
  inHandDate: isoDate.nullish(),
  instantDelivery: flag,
  notes: optionalText(500),
  viewQuality: z.number().int().min(1, 'must be 1–5').max(5, 'must be 1–5').nullish(),
  accessible: flag,
});
export type MyticketsListing = z.infer<typeof myticketsListingSchema>;

/**
 * A pushed batch. Rows are objects checked one by one (see above). `complete: true` says the
 * batch is everything the source now offers for the events it covers (its rows' events, or
 * `eventIds` when given, which may name events whose listings have all vanished): a listing of
 * those events that it no longer names is withdrawn.
 */
export const ingestBatchBodySchema = z.object({
  listings: z
    .array(z.unknown(), { error: 'must be a list of listing objects' })
    .max(INGEST_MAX_ROWS, `must hold at most ${INGEST_MAX_ROWS} listings per batch`),
  complete: flag,
  eventIds: z.array(eventId).max(1_000, 'must name at most 1000 events').optional(),
});
export type IngestBatchBody = z.infer<typeof ingestBatchBodySchema>;

export const ingestRejectionSchema = z.object({
  index: z.number().int(),
  externalId: z.string().nullable(),
  reason: z.string(),
});

/** What a batch (pushed or pulled) did. */
export const ingestSummarySchema = z.object({
  source: z.enum(SOURCE_NAMES),
  received: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  withdrawn: z.number().int(),
  rejected: z.array(ingestRejectionSchema),
});
export type IngestSummary = z.infer<typeof ingestSummarySchema>;

export const ingestResponseSchema = z.object({ data: ingestSummarySchema });

/** Body of /unLockMercuryListings (lockRequestId). */
export const unlockMercuryBodySchema = z.object({
  lockRequestId: text(100),
});
export const unlockMercuryResponseSchema = z.object({
  data: z.object({ released: z.boolean(), cleared: z.number().int() }),
});
