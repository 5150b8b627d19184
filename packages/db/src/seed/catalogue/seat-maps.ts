import type { VenueKind } from './data/venues';

/** A priced area of a venue: its sections share a price tier and a row scheme. */
export interface Zone {
  id: string;
  name: string;
  /** 1 is the dearest tier. */
  priceTier: number;
  /** Multiplier on the event's base price. */
  priceFactor: number;
  sections: readonly string[];
  /** Rows per section; 0 for general admission (no rows, no seats). */
  rows: number;
  rowStyle: 'letters' | 'numbers';
  /** Floors exist for shows, courtside seats for games. */
  scope: 'all' | 'sport' | 'show';
}

/** The seat map of a venue layout. */
export interface SeatMap {
  layout: VenueKind;
  zones: readonly Zone[];
}

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

const zone = (
  id: string,
  name: string,
  priceTier: number,
  priceFactor: number,
  sections: readonly string[],
  rows: number,
  scope: Zone['scope'] = 'all',
  rowStyle: Zone['rowStyle'] = 'numbers',
): Zone => ({ id, name, priceTier, priceFactor, sections, rows, rowStyle, scope });

/** The zone with its rows lettered A, B, C…, as theatres letter them. */
const lettered = (z: Zone): Zone => ({ ...z, rowStyle: 'letters' });

const BOXES = ['Box A', 'Box B', 'Box C', 'Box D'];

// US theatres say Orchestra and Mezzanine; British, Australian and New Zealand ones Stalls and Circle.
const THEATRE_ZONES: Readonly<Record<'us' | 'british', readonly Zone[]>> = {
  us: [
    zone('orchestra', 'Orchestra', 1, 1.6, ['Orchestra', 'Orchestra Left', 'Orchestra Right'], 24),
    zone('mezzanine', 'Mezzanine', 2, 1.25, ['Front Mezzanine', 'Mezzanine', 'Rear Mezzanine'], 10),
    zone('balcony', 'Balcony', 3, 0.7, ['Balcony'], 10),
    zone('box', 'Boxes', 1, 1.9, BOXES, 1),
  ].map(lettered),
  british: [
    zone('stalls', 'Stalls', 1, 1.6, ['Stalls', 'Stalls Left', 'Stalls Right'], 24),
    zone('dress', 'Dress Circle', 2, 1.3, ['Dress Circle'], 10),
    zone('upper', 'Upper Circle', 3, 0.85, ['Upper Circle'], 10),
    zone('balcony', 'Balcony', 4, 0.6, ['Balcony'], 8),
    zone('box', 'Boxes', 1, 1.9, BOXES, 1),
  ].map(lettered),
};

/** The zones of each layout but the theatre's, which depend on the country. */
const LAYOUT_ZONES: Readonly<Record<Exclude<VenueKind, 'theatre' | 'hall'>, readonly Zone[]>> = {
  stadium: [
    zone(
      'floor',
      'Floor',
      1,
      2.4,
      [...'ABCDEF'].map((letter) => `Floor ${letter}`),
      30,
      'show',
    ),
    zone('pitch', 'Pitchside', 1, 2.2, range('Pitchside ', 1, 4), 6, 'sport'),
    zone('lower', 'Lower Level', 2, 1.5, range('', 101, 140), 30),
    zone('club', 'Club Level', 2, 1.9, range('Club ', 201, 220), 15),
    zone('upper', 'Upper Level', 3, 0.8, range('Upper ', 301, 340), 25),
    zone('suite', 'Suites', 1, 3.2, range('Suite ', 1, 12), 1),
  ],
  ballpark: [
    zone('dugout', 'Dugout Club', 1, 2.6, ['Dugout Club 1', 'Dugout Club 2'], 8),
    zone('field', 'Field Box', 2, 1.5, range('', 101, 134), 28),
    zone('loge', 'Loge', 2, 1.2, range('Loge ', 201, 232), 14),
    zone('upper', 'Upper Reserved', 3, 0.7, range('Upper ', 301, 330), 20),
    zone('bleachers', 'Bleachers', 4, 0.5, range('Bleachers ', 1, 8), 30),
  ],
  arena: [
    zone('floor', 'Floor', 1, 2.2, ['Floor A', 'Floor B', 'Floor C', 'Floor D'], 25, 'show'),
    zone('courtside', 'Courtside', 1, 4, ['Courtside'], 2, 'sport'),
    zone('lower', 'Lower Bowl', 2, 1.4, range('', 101, 124), 22),
    zone('club', 'Club', 2, 1.7, range('Club ', 1, 8), 8),
    zone('upper', 'Upper Bowl', 3, 0.75, range('Upper ', 301, 330), 18),
  ],
  amphitheatre: [
    zone('pit', 'Pit', 1, 2, ['Pit'], 0),
    zone('reserved', 'Reserved', 2, 1.3, range('Section ', 1, 10), 30),
    zone('lawn', 'Lawn', 3, 0.6, ['Lawn'], 0),
  ],
  festival: [
    zone('platinum', 'Platinum', 1, 3.5, ['Platinum'], 0),
    zone('vip', 'VIP', 2, 2.2, ['VIP'], 0),
    zone('ga-plus', 'GA+', 3, 1.4, ['GA+'], 0),
    zone('ga', 'General Admission', 4, 1, ['GA'], 0),
  ],
  club: [
    zone('ga', 'General Admission', 2, 1, ['GA'], 0),
    zone('balcony', 'Balcony', 1, 1.3, ['Balcony'], 8),
  ],
};

/** The seat map of a venue of this kind in this country. */
export function seatMapFor(kind: VenueKind, countryCode: string): SeatMap {
  const zones =
    kind === 'theatre' || kind === 'hall'
      ? THEATRE_ZONES[countryCode === 'us' ? 'us' : 'british']
      : LAYOUT_ZONES[kind];
  return { layout: kind, zones };
}

/** The zones on sale for an event of this category (no floor at a game, no courtside at a show). */
export function zonesForEvent(map: SeatMap, isSport: boolean): readonly Zone[] {
  return map.zones.filter((z) => z.scope === 'all' || (z.scope === 'sport') === isSport);
}

/** What `venues.map_data` stores: the sections of each zone and its price tier. */
export function mapDataOf(map: SeatMap): {
  layout: VenueKind;
  zones: { id: string; name: string; priceTier: number; sections: readonly string[] }[];
} {
  return {
    layout: map.layout,
    zones: map.zones.map(({ id, name, priceTier, sections }) => ({
      id,
      name,
      priceTier,
      sections,
    })),
  };
}
