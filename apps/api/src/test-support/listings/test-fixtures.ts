// Rows the tests of listings/, events/ and graphql/ need beyond the demo seed: currencies with rates,
// the ticketing systems and a few listings. Inserted idempotently, so they also work once the
// generator seeds its own.
import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { eventMaps } from '@reprise/db/schema/event-maps';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { currencies, exchangeRates } from '@reprise/db/schema/money';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', minorUnits: 2, unitsPerUsd: 1 },
  { code: 'GBP', name: 'British Pound', symbol: '£', minorUnits: 2, unitsPerUsd: 0.8 },
  { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2, unitsPerUsd: 0.9 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', minorUnits: 0, unitsPerUsd: 150 },
];
const SOURCES = ['tevo', 'ticket_network', 'automatiq', 'mytickets'];

/** Makes sure the currencies, rates and ticketing systems the tests convert with exist. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(currencies)
    .values(CURRENCIES.map(({ unitsPerUsd: _r, ...c }, position) => ({ ...c, position })))
    .onConflictDoNothing();
  await db
    .insert(exchangeRates)
    .values(CURRENCIES.map((c) => ({ currencyCode: c.code, unitsPerUsd: c.unitsPerUsd })))
    .onConflictDoUpdate({
      target: exchangeRates.currencyCode,
      // Fixed rates, whatever the seed chose, so the tests' expected conversions hold.
      set: { unitsPerUsd: sql`excluded.units_per_usd` },
    });
  await db
    .insert(ticketingSystems)
    .values(SOURCES.map((name, index) => ({ id: index + 1, name })))
    .onConflictDoNothing();
}

export interface FixtureListing {
  section: string;
  quantity: number;
  priceMinor: number;
  feesMinor?: number;
  taxRateBp?: number;
  currency: string;
  source?: string;
  status?: 'active' | 'sold_out' | 'withdrawn';
  row?: string | null;
  seatFrom?: number;
  seatTo?: number;
  splitRule?: number | null;
  seatTypeId?: number;
  ticketTypeId?: number;
  faceValueMinor?: number;
  wholesaleMinor?: number;
  instantDelivery?: boolean;
  accessible?: boolean;
  viewQuality?: number;
  notes?: string;
  inHandDate?: string;
}

let externalId = 0;

/** Replaces an event's listings with the given ones. */
export async function setEventListings(db: Db, eventId: number, rows: FixtureListing[]) {
  await db.delete(listings).where(eq(listings.eventId, eventId));
  const systems = await db.select().from(ticketingSystems);
  const idOf = (name: string) => systems.find((s) => s.name === name)?.id ?? systems[0]!.id;
  if (rows.length === 0) return [];
  return db
    .insert(listings)
    .values(
      rows.map((row) => ({
        eventId,
        ticketingSystemId: idOf(row.source ?? 'tevo'),
        externalId: `fixture-${eventId}-${++externalId}`,
        section: row.section,
        row: row.row === undefined ? 'A' : row.row,
        seatFrom: row.seatFrom ?? null,
        seatTo: row.seatTo ?? null,
        quantity: row.quantity,
        splitRule: row.splitRule ?? null,
        seatTypeId: row.seatTypeId ?? 1,
        ticketTypeId: row.ticketTypeId ?? 1,
        priceMinor: row.priceMinor,
        faceValueMinor: row.faceValueMinor ?? null,
        wholesalePriceMinor: row.wholesaleMinor ?? null,
        feesMinor: row.feesMinor ?? 0,
        taxRateBp: row.taxRateBp ?? 0,
        currency: row.currency,
        instantDelivery: row.instantDelivery ?? false,
        accessibleSeating: row.accessible ?? false,
        viewQuality: row.viewQuality ?? null,
        notes: row.notes ?? null,
        inHandDate: row.inHandDate ?? null,
        status: row.status ?? 'active',
      })),
    )
    .returning({ id: listings.id });
}

/** Marks one event hot or not (badge tests). */
export async function setHot(db: Db, eventId: number, isHot: boolean): Promise<void> {
  await db.update(events).set({ isHot }).where(eq(events.id, eventId));
}

/** The id of an upcoming scheduled event with (or without) a seat map of its own. */
export async function upcomingEventId(db: Db, seatMap: 'with' | 'without'): Promise<number> {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(eventMaps, eq(eventMaps.eventId, events.id))
    .where(
      and(
        gt(events.startsAt, new Date()),
        eq(events.status, 'scheduled'),
        seatMap === 'with' ? isNotNull(eventMaps.eventId) : isNull(eventMaps.eventId),
      ),
    )
    .limit(1);
  return event!.id;
}
