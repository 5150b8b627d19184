import { CATEGORY_IDS } from '@reprise/domain/ids';
import { slugify } from '@reprise/domain/slug';
import { zonedTimeToUtc } from '@reprise/domain/zoned-time';
import { between, createPrng, pick } from '../prng';
import type { PlannedPerformer } from './build-performers';
import type { PlacedVenue } from './build-places';
import { createVenuePicker } from './venue-picker';

type EventStatus = 'scheduled' | 'rescheduled' | 'postponed' | 'cancelled';

/** An event as the listing stage and the inserts use it. */
export interface PlannedEvent {
  id: number;
  name: string;
  startsAt: Date;
  /** The venue-local date, YYYY-MM-DD. */
  localDate: string;
  venue: PlacedVenue;
  performer: PlannedPerformer;
  away: PlannedPerformer | null;
  support: PlannedPerformer[];
  status: EventStatus;
  isHot: boolean;
  popularity: number;
  /** Fewer than 10 tickets in total, so the 'Hurry!' badge shows. */
  nearlySoldOut: boolean;
  imageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 365;
// Events at least two days out stay in the future of `now` in every time zone.
const FIRST_DAY = 2;
// Each performer's first events keep their state, so every category has bookable events.
const PROTECTED_PER_PERFORMER = 2;
const MIN_EVENTS_PER_PERFORMER = 3;

const SPORT_HOURS: Readonly<Record<string, readonly [number, number][]>> = {
  MLB: [
    [13, 5],
    [18, 40],
    [19, 10],
  ],
  NFL: [
    [13, 0],
    [16, 25],
    [20, 20],
  ],
  NBA: [
    [19, 0],
    [19, 30],
    [20, 0],
  ],
  NHL: [
    [19, 0],
    [19, 30],
  ],
};
const FOOTBALL_HOURS: readonly [number, number][] = [
  [12, 30],
  [15, 0],
  [17, 30],
  [20, 0],
];

function localTime(random: () => number, performer: PlannedPerformer): [number, number] {
  switch (performer.categoryId) {
    case CATEGORY_IDS.Sports:
      return pick(random, SPORT_HOURS[performer.genre ?? ''] ?? FOOTBALL_HOURS);
    case CATEGORY_IDS.Theater:
      return pick(random, [
        [14, 30],
        [19, 30],
        [19, 30],
        [20, 0],
      ] as const);
    case CATEGORY_IDS.Festivals:
      return [12, 0];
    case CATEGORY_IDS.SpecialEvents:
      return pick(random, [
        [11, 0],
        [15, 0],
        [19, 0],
      ] as const);
    default:
      return pick(random, [
        [19, 30],
        [20, 0],
        [20, 30],
      ] as const);
  }
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** How many events each performer gets: a few each, the rest by popularity squared. */
function allocate(
  random: () => number,
  performers: readonly PlannedPerformer[],
  total: number,
): PlannedPerformer[] {
  const floor = Math.max(
    1,
    Math.min(MIN_EVENTS_PER_PERFORMER, Math.floor(total / performers.length)),
  );
  const slots: PlannedPerformer[] = [];
  for (let round = 0; round < floor; round++) slots.push(...performers);
  const cumulative: number[] = [];
  let sum = 0;
  for (const p of performers) {
    sum += p.popularity * p.popularity;
    cumulative.push(sum);
  }
  while (slots.length < total) {
    const roll = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    slots.push(performers[lo]!);
  }
  return slots.slice(0, total);
}

/** Plans the events of a size: dates over the next 12 months, venues, opponents, states. */
export function buildEvents(
  performers: readonly PlannedPerformer[],
  venues: readonly PlacedVenue[],
  total: number,
  now: Date,
  firstId: number,
): PlannedEvent[] {
  const random = createPrng(0x5eed_e7e7);
  const pickVenue = createVenuePicker(venues);
  const byGenre = new Map<string | null, PlannedPerformer[]>();
  for (const p of performers) byGenre.set(p.genre, [...(byGenre.get(p.genre) ?? []), p]);
  const concertActs = performers.filter((p) => p.categoryId === CATEGORY_IDS.Concerts);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const seen = new Map<number, number>();

  const planned = allocate(random, performers, total).map((performer) => {
    const nth = seen.get(performer.id) ?? 0;
    seen.set(performer.id, nth + 1);
    const venue = pickVenue(random, performer);
    const day = today + between(random, FIRST_DAY, HORIZON_DAYS) * DAY_MS;
    const date = new Date(day);
    const [hour, minute] = localTime(random, performer);
    const startsAt = zonedTimeToUtc(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour,
        minute,
      },
      venue.city.timezone,
    );

    let away: PlannedPerformer | null = null;
    const support: PlannedPerformer[] = [];
    let name = performer.name;
    let popularity = performer.popularity + between(random, -8, 4);
    if (performer.categoryId === CATEGORY_IDS.Sports) {
      const rivals = (byGenre.get(performer.genre) ?? []).filter((p) => p.id !== performer.id);
      if (rivals.length > 0) {
        away = pick(random, rivals);
        name = `${performer.name} vs ${away.name}`;
        popularity =
          Math.round((performer.popularity * 2 + away.popularity) / 3) + between(random, -5, 5);
      }
    } else if (performer.categoryId === CATEGORY_IDS.Festivals) {
      name = `${performer.name} ${date.getUTCFullYear()}`;
      const lineup = between(random, 3, 6);
      for (let i = 0; i < lineup && concertActs.length > support.length; i++) {
        const act = pick(random, concertActs);
        if (!support.includes(act)) support.push(act);
      }
    } else if (performer.categoryId === CATEGORY_IDS.Concerts && random() < 0.25) {
      const peers = (byGenre.get(performer.genre) ?? []).filter(
        (p) => p.id !== performer.id && p.popularity < performer.popularity,
      );
      if (peers.length > 0) {
        const opener = pick(random, peers);
        support.push(opener);
        name = `${performer.name} with ${opener.name}`;
      }
    }
    popularity = clamp(popularity, 1, 100);

    let status: EventStatus = 'scheduled';
    let nearlySoldOut = false;
    const stateRoll = random();
    const soldRoll = random();
    if (nth >= PROTECTED_PER_PERFORMER) {
      if (stateRoll < 0.02) status = 'cancelled';
      else if (stateRoll < 0.035) status = 'postponed';
      else if (stateRoll < 0.06) status = 'rescheduled';
      nearlySoldOut = status !== 'cancelled' && soldRoll < 0.04;
    }
    const baseName = name;
    if (status === 'rescheduled') {
      name = `${name} (Rescheduled from ${isoDate(day - between(random, 7, 45) * DAY_MS)})`;
    }
    const hotRoll = random();
    const isHot = status !== 'cancelled' && ((popularity >= 80 && hotRoll < 0.3) || hotRoll < 0.01);
    const createdAt = new Date(now.getTime() - between(random, 10 * 86_400, 120 * 86_400) * 1000);
    const updatedAt =
      status === 'scheduled'
        ? createdAt
        : new Date(now.getTime() - between(random, 86_400, 7 * 86_400) * 1000);
    const imageUrl = random() < 0.6 ? `storage://events/${slugify(baseName)}.svg` : null;

    return {
      id: 0,
      name,
      startsAt,
      localDate: isoDate(day),
      venue,
      performer,
      away,
      support,
      status,
      isHot,
      popularity,
      nearlySoldOut,
      imageUrl,
      createdAt,
      updatedAt,
    } satisfies PlannedEvent;
  });

  // Ids follow the calendar, so the id order of a listing page is also its date order.
  planned.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.performer.id - b.performer.id,
  );
  planned.forEach((event, i) => {
    event.id = firstId + i;
  });
  return planned;
}
