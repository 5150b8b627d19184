import { TICKET_TYPE_IDS } from '@reprise/domain/ids';
import { allInPrice } from '@reprise/domain/listings/all-in-price';
import { type CurrencyRate, convertMinor } from '@reprise/domain/money/convert';
import type { EventListing, EventListingsResponse } from '@reprise/domain/schemas/listings';
import { ratesFor } from './currency';
import { type EventListingRow, findEventListings } from './listing-queries';
import type { Context } from './performer-service';
import { getEvent } from './service';

// Listings change with feeds and sales; a short TTL keeps the event page fast under load.
const LISTINGS_TTL_MS = 10_000;

const TICKET_TYPE_NAMES = new Map<number, string>(
  Object.entries(TICKET_TYPE_IDS).map(([name, id]) => [id, name]),
);

/** An event's buyable listings, cheapest all-in first (spec §7 GET /event/listings). */
export function getEventListings(
  ctx: Context,
  query: { eventId: number; fromCurrencyCode?: string; toCurrencyCode?: string },
): Promise<EventListingsResponse['data']> {
  return ctx.cache.get(
    `listings:event:${query.eventId}:${query.fromCurrencyCode ?? ''}:${query.toCurrencyCode ?? ''}`,
    { ttlMs: LISTINGS_TTL_MS, tags: ['listings', 'events'] },
    async () => {
      const rates = await ratesFor(ctx.db, ctx.cache, {
        fromCurrencyCode: query.fromCurrencyCode,
        toCurrencyCode: query.toCurrencyCode,
      });
      const event = await getEvent(ctx.db, query.eventId);
      const rows = await findEventListings(ctx.db, query.eventId);
      const listings = rows.map((row) => toListing(row, rates, query.toCurrencyCode));
      // Sorted again after conversion: rows of several currencies compare only in one currency.
      const usd = rates.get('USD');
      const key = (l: EventListing) => {
        const rate = rates.get(l.price.currency);
        return rate && usd ? convertMinor(l.price.allIn, rate, usd) : l.price.allIn;
      };
      listings.sort((a, b) => key(a) - key(b) || a.id - b.id);
      return {
        event,
        fromCurrencyCode: query.fromCurrencyCode ?? null,
        toCurrencyCode: query.toCurrencyCode ?? null,
        count: listings.length,
        listings,
      };
    },
  );
}

function toListing(
  row: EventListingRow,
  rates: ReadonlyMap<string, CurrencyRate>,
  toCurrency: string | undefined,
): EventListing {
  const money = allInPrice(row);
  const from = rates.get(row.currency);
  const to = toCurrency ? rates.get(toCurrency) : undefined;
  let price = { ...money, currency: row.currency, minorUnits: from?.minorUnits ?? 2 };
  if (from && to && from.code !== to.code) {
    // Each part converts on its own and tax takes the remainder, so the breakdown adds up exactly.
    const allIn = convertMinor(money.allIn, from, to);
    const base = convertMinor(money.price, from, to);
    const fees = convertMinor(money.fees, from, to);
    const tax = allIn - base - fees;
    // A rounding unit lost between the parts is never shown as negative tax.
    price = {
      allIn,
      price: base,
      fees: tax < 0 ? fees + tax : fees,
      tax: Math.max(0, tax),
      currency: to.code,
      minorUnits: to.minorUnits,
    };
  }
  return {
    id: row.id,
    section: row.section,
    row: row.row,
    quantity: row.quantity,
    price,
    source: row.source,
    ticketTypeId: row.ticketTypeId,
    ticketType: TICKET_TYPE_NAMES.get(row.ticketTypeId) ?? null,
    seatTypeId: row.seatTypeId,
    splitRule: row.splitRule,
    inHandDate: row.inHandDate,
    instantDelivery: row.instantDelivery,
    notes: row.notes,
    accessible: row.accessible,
    viewQuality: row.viewQuality,
  };
}
