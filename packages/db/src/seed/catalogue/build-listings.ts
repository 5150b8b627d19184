import { MAX_TICKET_QUANTITY, MIN_LISTING_PRICE } from '@reprise/domain/constants';
import { CATEGORY_IDS, SEAT_TYPE_IDS, SPLIT_IDS, TICKET_TYPE_IDS } from '@reprise/domain/ids';
import { between, pick, pickWeighted } from '../prng';
import type { PlannedEvent } from './build-events';
import { type Zone, zonesForEvent } from './seat-maps';
import type { SqlValue } from './sql-values';

export const LISTING_COLUMNS = [
  'id',
  'event_id',
  'ticketing_system_id',
  'external_id',
  'section',
  'row',
  'seat_from',
  'seat_to',
  'quantity',
  'split_rule',
  'seat_type_id',
  'ticket_type_id',
  'price_minor',
  'face_value_minor',
  'wholesale_price_minor',
  'fees_minor',
  'tax_rate_bp',
  'currency',
  'in_hand_date',
  'instant_delivery',
  'notes',
  'view_quality',
  'accessible_seating',
  'status',
  'created_at',
  'updated_at',
] as const;

/** The four sources with their ticketing_systems ids, share of listings and id prefix. */
export const SOURCES_SEEDED = [
  { id: 1, name: 'tevo', share: 0.35, prefix: 'TEVO-', priceFactor: 1 },
  { id: 2, name: 'ticket_network', share: 0.3, prefix: 'TN-', priceFactor: 1.03 },
  { id: 3, name: 'automatiq', share: 0.2, prefix: 'AQ-', priceFactor: 0.98 },
  { id: 4, name: 'mytickets', share: 0.15, prefix: 'MT-', priceFactor: 0.95 },
] as const;
type SourceSeed = (typeof SOURCES_SEEDED)[number];
const SOURCE_WEIGHTS = SOURCES_SEEDED.map((s) => [s, s.share] as const);

const CURRENCY = { us: 'USD', uk: 'GBP', au: 'AUD', nz: 'NZD' } as const;
// Rough purchasing-power factors, so a London ticket reads like a London price, not a dollar one.
const CURRENCY_FACTOR = { us: 1, uk: 0.79, au: 1.53, nz: 1.68 } as const;
// Combined state and local sales tax, basis points; GST in Australia and New Zealand; UK VAT is
// in the price.
const US_TAX_BP: Readonly<Record<string, number>> = {
  NY: 888,
  NJ: 663,
  CA: 725,
  TX: 825,
  IL: 1025,
  FL: 700,
  MA: 625,
  WA: 1010,
  TN: 975,
  NV: 838,
};
const TAX_BP = { uk: 0, au: 1000, nz: 1500 } as const;
/** Base ticket price in US dollars by category, for a mid-table performer in a mid-priced zone. */
const BASE_PRICE: Readonly<Record<number, number>> = {
  [CATEGORY_IDS.Sports]: 70,
  [CATEGORY_IDS.Concerts]: 95,
  [CATEGORY_IDS.Theater]: 85,
  [CATEGORY_IDS.Festivals]: 180,
  [CATEGORY_IDS.SpecialEvents]: 40,
};
const TIER_WEIGHT: Readonly<Record<number, number>> = { 1: 1, 2: 3, 3: 3, 4: 2 };
const QUANTITIES = [1, 2, 2, 2, 2, 2, 3, 4, 4, 4, 5, 6, 6, 8, 10, MAX_TICKET_QUANTITY] as const;
const TICKET_TYPES = [
  [TICKET_TYPE_IDS.eTicket, 45],
  [TICKET_TYPE_IDS.QRCode, 22],
  [TICKET_TYPE_IDS.eTransfer, 15],
  [TICKET_TYPE_IDS.HardStock, 8],
  [TICKET_TYPE_IDS.WillCall, 6],
  [TICKET_TYPE_IDS.LocalPickUp, 4],
] as const;
const NOTES = [
  'Aisle seats',
  'Seats are side by side',
  'Includes access to the VIP lounge',
  'Parking pass included',
  'Alcohol-free section',
  'Under 16s must be accompanied by an adult',
  'Tickets will be ready for delivery by the in-hand date',
  'Includes a commemorative lanyard',
] as const;
// Letters skip I and O, which read as 1 and 0 on a ticket.
const ROW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;

/** Writes listings with increasing ids and an increasing external id per source. */
export class ListingFactory {
  private nextId: number;
  private readonly counters = new Map<number, number>();
  private readonly zonesByVenue = new Map<string, readonly Zone[]>();

  constructor(
    private readonly random: () => number,
    firstId: number,
    private readonly now: Date,
  ) {
    this.nextId = firstId;
  }

  /** The listings of one event: `count` blocks, or a handful of tickets when it is nearly sold out. */
  listingsOf(event: PlannedEvent, count: number): SqlValue[][] {
    const rows: SqlValue[][] = [];
    if (event.nearlySoldOut) {
      // Fewer than 10 tickets across every listing of the event.
      let left = between(this.random, 2, 9);
      while (left > 0) {
        const quantity = Math.min(left, between(this.random, 1, 4));
        left -= quantity;
        rows.push(this.listing(event, quantity));
      }
      return rows;
    }
    for (let i = 0; i < count; i++) rows.push(this.listing(event, pick(this.random, QUANTITIES)));
    return rows;
  }

  private zones(event: PlannedEvent): readonly Zone[] {
    const isSport = event.performer.categoryId === CATEGORY_IDS.Sports;
    const key = `${event.venue.id}:${isSport}`;
    let zones = this.zonesByVenue.get(key);
    if (!zones) {
      zones = zonesForEvent(event.venue.seatMap, isSport);
      this.zonesByVenue.set(key, zones);
    }
    return zones;
  }

  private externalId(source: SourceSeed): string {
    const n = (this.counters.get(source.id) ?? 0) + 1;
    this.counters.set(source.id, n);
    return `${source.prefix}${10_000_000 + n * 7}`;
  }

  private listing(event: PlannedEvent, quantity: number): SqlValue[] {
    const r = this.random;
    const source = pickWeighted(r, SOURCE_WEIGHTS);
    const zone = pickWeighted(
      r,
      this.zones(event).map((z) => [z, TIER_WEIGHT[z.priceTier] ?? 1] as const),
    );
    const section = pick(r, zone.sections);
    const isGa = zone.rows === 0;
    const rowIndex = isGa ? 0 : Math.floor(r() * zone.rows);
    const row = isGa
      ? null
      : zone.rowStyle === 'letters'
        ? ROW_LETTERS[rowIndex % ROW_LETTERS.length]!
        : String(rowIndex + 1);

    const seatRoll = r();
    const seatTypeId = isGa
      ? SEAT_TYPE_IDS.GeneralAdmission
      : seatRoll < 0.82
        ? SEAT_TYPE_IDS.Consecutive
        : seatRoll < 0.93
          ? SEAT_TYPE_IDS.Odd_Even
          : SEAT_TYPE_IDS.Piggyback;
    const seatFrom = isGa ? null : between(r, 1, 24);
    const seatTo =
      seatFrom === null
        ? null
        : seatFrom + (seatTypeId === SEAT_TYPE_IDS.Odd_Even ? 2 : 1) * (quantity - 1);
    const splitRoll = r();
    const splitRule =
      quantity === 1 || splitRoll < 0.55
        ? null
        : splitRoll < 0.85
          ? SPLIT_IDS.NeverLeaveOne
          : SPLIT_IDS.noSplitsId;
    const ticketTypeId = pickWeighted(r, TICKET_TYPES);

    // Front rows, better zones, popular and hot events cost more; sellers price around that.
    const country = event.venue.city.countryCode;
    const popularityFactor = 0.45 + (event.popularity / 100) ** 2 * 1.9;
    const rowFactor = isGa ? 1 : 0.8 + 0.55 * (1 - rowIndex / zone.rows) ** 2;
    const scarcity = event.nearlySoldOut ? 1.5 : event.isHot ? 1.25 : 1;
    const usd =
      (BASE_PRICE[event.performer.categoryId] ?? 60) *
      popularityFactor *
      zone.priceFactor *
      rowFactor *
      scarcity *
      source.priceFactor *
      (0.85 + r() * 0.4);
    const major = Math.max(MIN_LISTING_PRICE, Math.round(usd * CURRENCY_FACTOR[country]));
    const priceMinor = major * 100;
    const faceValueMinor = Math.max(100, Math.round(major * (0.55 + r() * 0.65)) * 100);
    const wholesaleMinor = Math.floor(priceMinor * (0.8 + r() * 0.12));
    const feesMinor = Math.round(priceMinor * (0.1 + r() * 0.12));
    const taxRateBp =
      country === 'us' ? (US_TAX_BP[event.venue.city.state] ?? 700) : TAX_BP[country];

    const eventDay = Date.parse(`${event.localDate}T00:00:00Z`);
    const today = Date.UTC(
      this.now.getUTCFullYear(),
      this.now.getUTCMonth(),
      this.now.getUTCDate(),
    );
    const inHandDate =
      r() < 0.2
        ? null
        : new Date(Math.max(today, eventDay - between(r, 1, 10) * DAY_MS))
            .toISOString()
            .slice(0, 10);
    const instantDelivery =
      (ticketTypeId === TICKET_TYPE_IDS.eTicket || ticketTypeId === TICKET_TYPE_IDS.QRCode) &&
      r() < 0.5;
    const accessible = r() < 0.04;
    const obstructed = !isGa && r() < 0.03;
    const noteRoll = r();
    const notes = accessible
      ? 'Wheelchair accessible'
      : obstructed
        ? 'Limited view'
        : noteRoll < 0.3
          ? pick(r, NOTES)
          : null;
    const viewQuality = obstructed
      ? 1
      : Math.max(1, Math.min(5, 6 - zone.priceTier - (rowIndex > zone.rows * 0.7 ? 1 : 0)));
    const statusRoll = r();
    const status =
      event.status === 'cancelled' ? 'withdrawn' : statusRoll < 0.03 ? 'sold_out' : 'active';
    const createdAt = new Date(
      Math.max(event.createdAt.getTime(), this.now.getTime() - between(r, 0, 30 * 86_400) * 1000),
    ).toISOString();

    return [
      this.nextId++,
      event.id,
      source.id,
      this.externalId(source),
      section,
      row,
      seatFrom,
      seatTo,
      quantity,
      splitRule,
      seatTypeId,
      ticketTypeId,
      priceMinor,
      faceValueMinor,
      wholesaleMinor,
      feesMinor,
      taxRateBp,
      CURRENCY[country],
      inHandDate,
      instantDelivery,
      notes,
      viewQuality,
      accessible,
      status,
      createdAt,
      createdAt,
    ];
  }
}

/** How many listings each event gets: the size's total shared by popularity, hot events get more. */
export function listingCounts(
  random: () => number,
  events: readonly PlannedEvent[],
  total: number,
): number[] {
  // Nearly sold out events get their few tickets apart, so the total goes to the others.
  const weights = events.map(
    (event) =>
      (event.nearlySoldOut ? 0 : 1) *
      (0.35 + 1.3 * (event.popularity / 100) ** 1.5) *
      (event.isHot ? 1.4 : 1) *
      (0.7 + random() * 0.6),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => Math.max(2, Math.round((total * weight) / sum)));
}
