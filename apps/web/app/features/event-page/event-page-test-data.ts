import type { EventListing, EventListingsData } from '@reprise/domain/schemas/event-listings';

// A small event page answer for component tests: two priced sections on a three-section map.

export const CURRENCY = { code: 'GBP', minorUnits: 2 } as const;

const LOWER = { id: 'lower', name: 'Lower Tier' };
const CLUB = { id: 'club', name: 'Club' };

type MapSection = NonNullable<EventListingsData['map']>['sections'][number];

/** A section of the seat map, in a zone. */
function mapSection(
  id: string,
  name: string,
  zone: { id: string },
  shape: MapSection['shape'],
): MapSection {
  return { id, name, zoneId: zone.id, shape };
}

/** A section's heat-map prices when it has one listing, so one price. */
function onePriceSection(
  id: string,
  name: string,
  zone: { id: string; name: string },
  allIn: number,
): EventListingsData['sections'][number] {
  return { id, name, zone, listingCount: 1, minAllIn: allIn, maxAllIn: allIn };
}

/** One listing, GBP, 2 tickets chosen. */
export function testListing(overrides: Partial<EventListing> = {}): EventListing {
  return {
    id: 1,
    section: '101',
    sectionId: 's101',
    zone: LOWER,
    row: '12',
    seats: { from: 5, to: 8 },
    quantity: 4,
    available: 4,
    quantities: [1, 2, 4],
    price: {
      allIn: 5_280,
      price: 4_000,
      fees: 800,
      tax: 480,
      taxRateBp: 1_000,
      currency: 'GBP',
      minorUnits: 2,
    },
    amount: {
      price: 4_000,
      fees: 1_600,
      faceValue: 3_500,
      quantity: 2,
      total: 10_560,
      actualTax: 10,
      taxValue: 960,
      tax: { amount: 960 },
      converted_discount: 0,
      wholeSalePrice: 3_600,
    },
    deal: {
      score: 9,
      label: 'Buy Buy Buy!',
      reason: '£38 below similar seats in Lower Tier',
      basis: { comparison: 'below', area: 'Lower Tier', difference: 3_800, best: false },
      value: 0.62,
    },
    source: 'tevo',
    ticketTypeId: 6,
    ticketType: 'QR Code',
    ticketTypeHelp: 'QR code tickets must be shown on your smartphone at the entrance.',
    seatTypeId: 1,
    splitRule: null,
    inHandDate: '2026-03-04',
    instantDelivery: true,
    notes: null,
    accessible: false,
    viewQuality: 4,
    ...overrides,
  };
}

/** An answer with a three-section map, of which two sections have tickets. */
export function testAnswer(overrides: Partial<EventListingsData> = {}): EventListingsData {
  return {
    event: {
      id: 77,
      name: 'Arsenal vs Chelsea',
      startsAt: '2026-03-07T15:00:00.000Z',
      timezone: 'Europe/London',
      status: 'scheduled',
      isHot: false,
      path: '/sports/epl/arsenal/arsenal-vs-chelsea+77',
      venue: { id: 1, name: 'Emirates Stadium', slug: 'emirates-stadium' },
      city: { id: 1, name: 'London', state: 'England', countryCode: 'uk' },
      category: { id: 1, name: 'Sports', slug: 'sports' },
      genre: { id: 101, name: 'Premier League', slug: 'epl' },
      performer: { id: 1, name: 'Arsenal', slug: 'arsenal' },
    },
    fromCurrencyCode: null,
    toCurrencyCode: 'GBP',
    currency: CURRENCY,
    quantity: 2,
    sort: 'deals',
    summary: { listingCount: 2, ticketCount: 6, lowPrice: 5_280, highPrice: 9_900 },
    quantities: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((quantity) => ({
      quantity,
      listingCount: quantity <= 2 ? 2 : quantity === 4 ? 1 : 0,
    })),
    sections: [
      onePriceSection('s101', '101', LOWER, 5_280),
      onePriceSection('club-1', 'Club 1', CLUB, 9_900),
    ],
    zones: [
      { ...CLUB, listingCount: 1 },
      { ...LOWER, listingCount: 1 },
    ],
    ticketTypes: [
      { id: 1, name: 'eTicket', listingCount: 1 },
      { id: 6, name: 'QR Code', listingCount: 1 },
    ],
    map: {
      width: 400,
      height: 300,
      zones: [
        { ...LOWER, rank: 2 },
        { ...CLUB, rank: 1 },
      ],
      // One section of each shape type: a path, a rectangle and a polygon.
      sections: [
        mapSection('s101', '101', LOWER, { type: 'path', d: 'M0 0L50 0L50 50Z' }),
        mapSection('s102', '102', LOWER, { type: 'rect', x: 60, y: 0, width: 40, height: 40 }),
        mapSection('club-1', 'Club 1', CLUB, {
          type: 'polygon',
          points: [
            [120, 0],
            [160, 0],
            [140, 40],
          ],
        }),
      ],
      features: [
        { label: 'Pitch', shape: { type: 'rect', x: 100, y: 100, width: 200, height: 100 } },
      ],
    },
    count: 2,
    offset: 0,
    limit: 20,
    listings: [
      testListing(),
      testListing({
        id: 2,
        section: 'Club 1',
        sectionId: 'club-1',
        zone: CLUB,
        price: { ...testListing().price, allIn: 9_900 },
        deal: {
          score: 5,
          label: 'Good Deal',
          reason: 'In line with similar seats in Club',
          basis: { comparison: 'in-line', area: 'Club', difference: 0, best: false },
          value: 1,
        },
      }),
    ],
    ...overrides,
  };
}
