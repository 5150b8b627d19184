// GET and POST /event/listings: an event's buyable listings with all-in prices in one
// display currency, deal scores, the quantity rule, sort and filters, and the event's seat map.
import { z } from 'zod';
import { LISTING_SORTS, MAX_LISTINGS_SHOWN } from '../listings/listing-view';
import { eventSummarySchema } from './catalog';
import { eventMapDataSchema } from './event-map';
import { currencyCode } from './listings';
import { recordId, ticketQuantity, wholeNumber } from './whole-number';

const price = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be at least 0`)
    .max(10_000_000, `${field} must be at most 10000000`);

const flag = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      error: `${field} must be true or false`,
    })
    .transform((value) => value === true || value === 'true' || value === '1');

const filterText = (field: string) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(80, `${field} must be at most 80 characters`);

const SORT_VALUES = LISTING_SORTS.map((sort) => sort.value) as [
  (typeof LISTING_SORTS)[number]['value'],
  ...(typeof LISTING_SORTS)[number]['value'][],
];

/** The view of the listings: quantity, sort, filters and paging (shared by GET and POST). */
const listingViewFields = {
  quantity: ticketQuantity()
    .optional()
    .describe('Only listings that can sell exactly this many tickets (split rules), 1–12'),
  sort: z
    .enum(SORT_VALUES, { error: `sort must be one of ${SORT_VALUES.join(', ')}` })
    .default('deals')
    .describe("deals ('Sort by Deals', best value first), price-asc, price-desc, best-seats"),
  minPrice: price('minPrice').optional().describe('Lowest per-ticket all-in price, major units'),
  maxPrice: price('maxPrice').optional().describe('Highest per-ticket all-in price, major units'),
  zone: filterText('zone').optional().describe('A zone id of the seat map'),
  section: filterText('section').optional().describe('A section id of the seat map, or its name'),
  ticketType: z
    .union([z.string(), z.array(z.string())], { error: 'ticketType must be ticket type ids' })
    .transform((value, ctx) => {
      const ids = (Array.isArray(value) ? value : value.split(','))
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0 || ids.length > 6 || ids.some((id) => !/^[1-9]\d?$/.test(id))) {
        ctx.addIssue({ code: 'custom', message: 'ticketType must be ticket type ids, e.g. 1,6' });
        return z.NEVER;
      }
      return [...new Set(ids.map(Number))];
    })
    .optional()
    .describe('Ticket type ids, comma-separated (1 eTicket … 6 QR code)'),
  instant: flag('instant').optional().describe('Only instant delivery'),
  accessible: flag('accessible').optional().describe('Only accessible seating'),
  offset: wholeNumber('offset', 0, 10_000).default(0),
  limit: wholeNumber('limit', 1, MAX_LISTINGS_SHOWN).default(50),
};

export const eventListingsQuerySchema = z
  .object({
    eventId: recordId('eventId'),
    fromCurrencyCode: currencyCode('fromCurrencyCode').optional(),
    toCurrencyCode: currencyCode('toCurrencyCode')
      .optional()
      .describe("Display currency; absent: the currency most of the event's listings are in"),
    ...listingViewFields,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must not be below minPrice',
  });
export type EventListingsQuery = z.output<typeof eventListingsQuerySchema>;

/** POST /event/listings: the same as GET; currencies absent here are read from the cookies. */
export const eventListingsBodySchema = eventListingsQuerySchema;

/** Per-ticket money in minor units of the display currency. */
export const listingPriceSchema = z.object({
  allIn: z.number().int().describe('Per ticket, fees and tax included: what the buyer pays'),
  price: z.number().int(),
  fees: z.number().int(),
  tax: z.number().int(),
  taxRateBp: z.number().int().describe('Tax rate in basis points (825 = 8.25 %); 0: no tax'),
  currency: z.string(),
  minorUnits: z.number().int().describe('Digits after the decimal point (0 for JPY)'),
});
export type ListingPrice = z.infer<typeof listingPriceSchema>;

/** The listing amount fields, for the chosen quantity, display currency minor units. */
export const listingAmountSchema = z.object({
  price: z.number().int().describe('Per ticket'),
  fees: z.number().int().describe('Of all the tickets'),
  faceValue: z.number().int().nullable().describe('Per ticket, where known'),
  quantity: z.number().int(),
  total: z.number().int().describe('fees + price × quantity + tax'),
  actualTax: z.number().describe('Tax rate, percent'),
  taxValue: z.number().int(),
  tax: z.object({ amount: z.number().int() }),
  converted_discount: z.number().int().describe('Promo discount; 0 on the event page'),
  wholeSalePrice: z.number().int().nullable(),
});
export type ListingAmount = z.infer<typeof listingAmountSchema>;

export const dealSchema = z.object({
  score: z.number().describe('Tier: 10 Simply The Best! … 1 Premium Price, 6.2 Best Seat'),
  label: z.string(),
  reason: z.string().describe('One line: how the price compares with similar seats'),
  basis: z
    .object({
      comparison: z.enum(['too-few', 'in-line', 'below', 'above']),
      area: z.string().nullable().describe('Area compared within; null: seats with a similar view'),
      difference: z.number().int().describe('Minor units from the median (0 in line)'),
      best: z.boolean().describe('Among the best seats of the event'),
    })
    .describe('The reason as data, for clients that word it in another language'),
  value: z
    .number()
    .nullable()
    .describe('All-in price ÷ median of comparable listings; lower is better value'),
});

const zoneRefSchema = z.object({ id: z.string(), name: z.string() });

export const eventListingSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  sectionId: z.string().nullable().describe('The seat map section it sits in, when known'),
  zone: zoneRefSchema.nullable(),
  row: z.string().nullable(),
  seats: z
    .object({ from: z.number().int(), to: z.number().int() })
    .nullable()
    .describe('Seat numbers of the listing, where known'),
  quantity: z.number().int().describe('Tickets listed'),
  available: z.number().int().describe('Tickets on sale now: quantity − sold − active holds'),
  quantities: z.array(z.number().int()).describe('Quantities a buyer can take (split rule)'),
  price: listingPriceSchema,
  amount: listingAmountSchema,
  deal: dealSchema,
  source: z.string().describe('tevo, ticket_network, automatiq or mytickets'),
  ticketTypeId: z.number().int(),
  ticketType: z.string().nullable(),
  ticketTypeHelp: z.string().nullable().describe('The ticket type help text'),
  seatTypeId: z.number().int(),
  splitRule: z.number().int().nullable(),
  inHandDate: z.string().nullable().describe('YYYY-MM-DD'),
  instantDelivery: z.boolean(),
  notes: z.string().nullable(),
  accessible: z.boolean(),
  viewQuality: z.number().int().nullable().describe('1 (obstructed) to 5 (excellent)'),
});
export type EventListing = z.infer<typeof eventListingSchema>;

/** One section's prices for the heat map, among listings that sell the chosen quantity. */
export const sectionPricesSchema = z.object({
  id: z.string().describe('Seat map section id, or the section name when the map lacks it'),
  name: z.string(),
  zone: zoneRefSchema.nullable(),
  listingCount: z.number().int(),
  minAllIn: z.number().int(),
  maxAllIn: z.number().int(),
});
export type SectionPrices = z.infer<typeof sectionPricesSchema>;

export const eventListingsDataSchema = z.object({
  event: eventSummarySchema,
  fromCurrencyCode: z.string().nullable(),
  toCurrencyCode: z.string().nullable(),
  currency: z
    .object({ code: z.string(), minorUnits: z.number().int() })
    .describe('The display currency every amount is in'),
  quantity: z.number().int().nullable(),
  sort: z.enum(SORT_VALUES),
  summary: z
    .object({
      listingCount: z.number().int(),
      ticketCount: z.number().int(),
      lowPrice: z.number().int().nullable(),
      highPrice: z.number().int().nullable(),
    })
    .describe('Every listing on sale, whatever the quantity and filters (per-ticket all-in)'),
  quantities: z
    .array(z.object({ quantity: z.number().int(), listingCount: z.number().int() }))
    .describe('How many listings can sell each quantity 1–12'),
  sections: z.array(sectionPricesSchema),
  zones: z.array(zoneRefSchema.extend({ listingCount: z.number().int() })),
  ticketTypes: z.array(
    z.object({ id: z.number().int(), name: z.string(), listingCount: z.number().int() }),
  ),
  map: eventMapDataSchema.nullable().describe('Seat map; null: show the no-map image'),
  count: z.number().int().describe('Listings matching the quantity and filters'),
  offset: z.number().int(),
  limit: z.number().int(),
  listings: z.array(eventListingSchema),
});
export type EventListingsData = z.infer<typeof eventListingsDataSchema>;

export const eventListingsResponseSchema = z.object({ data: eventListingsDataSchema });
export type EventListingsResponse = z.infer<typeof eventListingsResponseSchema>;
