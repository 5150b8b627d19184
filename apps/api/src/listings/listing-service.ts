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
  listingAvailability,
  nextHoldEnd,
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
// London match reads in pounds and a New York game in dollars.
function usualCurrency(rows: readonly EventListingRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return top?.[0] ?? DEFAULT_CURRENCY;
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
      const rates = await ratesFor(ctx.db, ctx.cache, {
        fromCurrencyCode: source.fromCurrencyCode,
        toCurrencyCode: source.toCurrencyCode,
      });
      const event = await getEvent(ctx.db, eventId);
      const plan = await getSeatingPlan(ctx, eventId, log);
      const rows = event.status === 'cancelled' ? [] : await findEventListings(ctx.db, eventId);
      const now = new Date();
      const availability =
        rows.length > 0 ? await listingAvailability(ctx.db, { eventIds: [eventId] }, now) : [];
      if (rows.length > 0) {
        const end = await nextHoldEnd(ctx.db, eventId, now);
        refreshWhenHoldEnds(ctx.cache, eventId, end, LISTINGS_TTL_MS);
      }
      const code = source.toCurrencyCode ?? usualCurrency(rows);
      const to = rates.get(code) ?? { code, unitsPerUsd: 1, minorUnits: 2 };
      const available = new Map(availability.map((a) => [a.listingId, a.available]));

      const prepared: Prepared[] = [];
      for (const row of rows) {
        const from = rates.get(row.currency);
        const left = available.get(row.id) ?? 0;
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
