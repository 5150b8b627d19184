import { DEFAULT_CURRENCY } from '@reprise/domain/constants';
import { TICKET_TYPE_HELP } from '@reprise/domain/content/help-texts';
import { allInPrice, convertListingMoney } from '@reprise/domain/listings/all-in-price';
import { type DealListing, scoreDeals } from '@reprise/domain/listings/deal-score';
import { buyableQuantities } from '@reprise/domain/listings/split-rule';
import { type CurrencyRate, convertMinor } from '@reprise/domain/money/convert';
import { formatMoney } from '@reprise/domain/money/format-money';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import type { EventMapData } from '@reprise/domain/schemas/event-map';
import type { FastifyBaseLogger } from 'fastify';
import {
  eventTag,
  getEvent,
  getSeatingPlan,
  type SeatingPlan,
  type ZoneRef,
} from '../events/public';
import { ratesFor } from '../money/public';
import type { Context } from '../platform/service-context';
import { refreshWhenHoldEnds } from './hold-end-refresh';
import { type ListingPage, type PreparedListing, sortListings } from './listing-page';
import { type EventListingRow, findEventListings } from './listing-queries';

// Listings change with feeds and sales; a short TTL keeps the event page fast under load, and
// writes that change what a page shows (a new map, holds, sales) invalidate the event's tag.
export const LISTINGS_TTL_MS = 10_000;

const TICKET_TYPES = new Map(TICKET_TYPE_HELP.map((type) => [type.id, type]));

/** Which event, in which currency. */
export interface ListingsSource {
  eventId: number;
  fromCurrencyCode?: string;
  toCurrencyCode?: string;
}

/** An event's listings prepared once per currency: priced, scored and sorted every way. */
export interface EventListingsBase extends ListingPage {
  event: EventSummary;
  map: EventMapData | null;
  fromCurrencyCode: string | null;
  toCurrencyCode: string | null;
}

// Without a requested currency, the page shows the one most of the event's listings are in, so a
// London match reads in pounds and a New York game in dollars. Only currencies we hold a rate for
// count (a listing we cannot convert is not on sale); with none, prices read in the base currency.
function displayRate(
  rates: ReadonlyMap<string, CurrencyRate>,
  requested: string | undefined,
  rows: readonly EventListingRow[],
): CurrencyRate {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (rates.has(row.currency)) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const code = requested ?? top?.[0] ?? DEFAULT_CURRENCY;
  const rate = rates.get(code);
  // A requested code was checked by ratesFor; the base currency having no rate is our data's fault.
  if (!rate) throw new Error(`there is no exchange rate for the base currency ${code}`);
  return rate;
}

const seatRange = (row: EventListingRow) =>
  row.seatFrom !== null && row.seatTo !== null ? { from: row.seatFrom, to: row.seatTo } : null;

/**
 * An event's buyable listings in one display currency, cached per event and currency: each with
 * its derived availability, the quantities its split rule allows, its all-in price and deal
 * score, and the sorted orders the page offers. A cancelled event sells nothing.
 */
export function loadEventListings(
  ctx: Context,
  source: ListingsSource,
  log?: FastifyBaseLogger,
): Promise<EventListingsBase> {
  const { eventId } = source;
  return ctx.cache.get(
    `listings:event:${eventId}:${source.fromCurrencyCode ?? ''}:${source.toCurrencyCode ?? ''}`,
    { ttlMs: LISTINGS_TTL_MS, tags: ['listings', eventTag(eventId)] },
    async () => {
      // A currency we cannot convert to is refused before anything is read (rates are cached).
      const rates = await ratesFor(ctx.db, ctx.cache, {
        fromCurrencyCode: source.fromCurrencyCode,
        toCurrencyCode: source.toCurrencyCode,
      });
      const now = new Date();
      // Independent reads, side by side; the listings come with their availability in one trip.
      const [event, plan, rows] = await Promise.all([
        getEvent(ctx.db, eventId),
        getSeatingPlan(ctx, eventId, log),
        findEventListings(ctx.db, eventId, now),
      ]);
      refreshWhenHoldEnds(ctx.cache, eventId, rows[0]?.holdEndsAt ?? null, LISTINGS_TTL_MS);
      const to = displayRate(rates, source.toCurrencyCode, rows);

      const prepared: Prepared[] = [];
      for (const row of rows) {
        const from = rates.get(row.currency);
        const left = row.available;
        const quantities = buyableQuantities({
          available: left,
          splitRule: row.splitRule,
          seatTypeId: row.seatTypeId,
        });
        // Not convertible, or nothing a buyer could take (all-or-nothing over 12): not on sale.
        if (!from || quantities.length === 0) continue;
        prepared.push(prepare(row, left, quantities, from, to, plan));
      }
      const money = (minor: number) => formatMoney(minor, to.code, to.minorUnits, { whole: true });
      const deals = scoreDeals(
        prepared.map(
          ({ listing, zone }): DealListing => ({
            id: listing.id,
            allIn: listing.price.allIn,
            zone,
            section: listing.section,
            viewQuality: listing.viewQuality,
            quantities: listing.quantities,
          }),
        ),
        money,
      );
      const listings: PreparedListing[] = prepared.map(({ listing, zone, ...rest }) => ({
        ...rest,
        zoneRank: zone?.rank ?? null,
        listing: { ...listing, deal: deals.get(listing.id)! },
      }));
      return {
        event,
        map: plan.map,
        fromCurrencyCode: source.fromCurrencyCode ?? null,
        toCurrencyCode: source.toCurrencyCode ?? null,
        ...sortListings(listings, { code: to.code, minorUnits: to.minorUnits }),
      };
    },
  );
}

/** A listing before its deal score: what the page shows, its money and its zone. */
interface Prepared extends Omit<PreparedListing, 'listing' | 'zoneRank'> {
  listing: Omit<PreparedListing['listing'], 'deal'>;
  zone: ZoneRef | null;
}

function prepare(
  row: EventListingRow,
  available: number,
  quantities: number[],
  from: CurrencyRate,
  to: CurrencyRate,
  plan: SeatingPlan,
): Prepared {
  const place = plan.sections.get(row.section.toLowerCase());
  const zone = place?.zone ?? null;
  const money = convertListingMoney(row, from, to);
  const perTicket = (minor: number | null) =>
    minor === null ? null : convertMinor(minor, from, to);
  const listing: Prepared['listing'] = {
    id: row.id,
    section: row.section,
    sectionId: place?.id ?? null,
    zone: zone ? { id: zone.id, name: zone.name } : null,
    row: row.row,
    seats: seatRange(row),
    quantity: row.quantity,
    available,
    quantities,
    price: {
      ...allInPrice(money),
      taxRateBp: money.taxRateBp,
      currency: to.code,
      minorUnits: to.minorUnits,
    },
    source: row.source,
    ticketTypeId: row.ticketTypeId,
    ticketType: TICKET_TYPES.get(row.ticketTypeId)?.name ?? null,
    ticketTypeHelp: TICKET_TYPES.get(row.ticketTypeId)?.text ?? null,
    seatTypeId: row.seatTypeId,
    splitRule: row.splitRule,
    inHandDate: row.inHandDate,
    instantDelivery: row.instantDelivery,
    notes: row.notes,
    accessible: row.accessible,
    viewQuality: row.viewQuality,
  };
  return {
    listing,
    zone,
    money,
    faceValueMinor: perTicket(row.faceValueMinor),
    wholesaleMinor: perTicket(row.wholesaleMinor),
  };
}
