import { CATEGORY_IDS } from '@reprise/domain/ids';
import { pick, pickWeighted } from '../prng';
import type { PlannedPerformer } from './build-performers';
import type { PlacedVenue } from './build-places';
import type { VenueKind } from './data/venues';

type Market = 'us' | 'uk' | 'au' | 'nz';

const EVERY_MARKET: Readonly<Record<Market, number>> = { us: 0.5, uk: 0.3, au: 0.13, nz: 0.07 };
const THEATRE_MARKETS: Readonly<Record<Market, number>> = { us: 0.45, uk: 0.4, au: 0.1, nz: 0.05 };
const COUNTRY_MUSIC_MARKETS: Readonly<Record<Market, number>> = {
  us: 0.85,
  au: 0.1,
  uk: 0.05,
  nz: 0,
};
// The UK header menu lists the three European leagues; their games here are UK fixtures.
const UK_LEAGUES = new Set(['Premier League', 'La Liga', 'Bundesliga']);

function marketsOf(performer: PlannedPerformer): Readonly<Record<Market, number>> {
  if (performer.homeMarket) {
    const markets: Record<Market, number> = { us: 0.08, uk: 0.08, au: 0.05, nz: 0.04 };
    markets[performer.homeMarket] = 0.75;
    return markets;
  }
  if (performer.categoryId === CATEGORY_IDS.Sports) {
    return UK_LEAGUES.has(performer.genre ?? '')
      ? { us: 0, uk: 1, au: 0, nz: 0 }
      : { us: 1, uk: 0, au: 0, nz: 0 };
  }
  if (performer.genre === 'Country') return COUNTRY_MUSIC_MARKETS;
  if (performer.categoryId === CATEGORY_IDS.Theater) return THEATRE_MARKETS;
  return EVERY_MARKET;
}

function kindsOf(performer: PlannedPerformer): readonly VenueKind[] {
  const { categoryId, genre, popularity } = performer;
  if (categoryId === CATEGORY_IDS.Sports) {
    if (genre === 'MLB') return ['ballpark'];
    if (genre === 'NBA' || genre === 'NHL') return ['arena'];
    return ['stadium'];
  }
  if (categoryId === CATEGORY_IDS.Concerts) {
    if (popularity >= 88) return ['stadium', 'arena'];
    if (popularity >= 65) return ['arena', 'amphitheatre', 'hall'];
    return ['hall', 'club', 'amphitheatre', 'theatre'];
  }
  if (categoryId === CATEGORY_IDS.Theater) {
    if (genre === 'Comedy')
      return popularity >= 75 ? ['arena', 'hall'] : ['theatre', 'hall', 'club'];
    if (genre === 'Entertainment Shows') return ['theatre', 'hall', 'arena'];
    return ['theatre', 'hall'];
  }
  if (categoryId === CATEGORY_IDS.Festivals) return ['festival', 'stadium'];
  return ['arena'];
}

interface Pool {
  markets: (readonly [PlacedVenue[], number])[];
}

/** Chooses where each event of a performer takes place: home ground, pinned venue, or a fitting one. */
export function createVenuePicker(
  venues: readonly PlacedVenue[],
): (random: () => number, performer: PlannedPerformer) => PlacedVenue {
  const byName = new Map(venues.map((venue) => [venue.seed.name, venue]));
  const pools = new Map<number, Pool>();

  const poolOf = (performer: PlannedPerformer): Pool => {
    const cached = pools.get(performer.id);
    if (cached) return cached;
    const pinned = performer.venues.flatMap((name) => byName.get(name) ?? []);
    let pool: Pool;
    if (pinned.length > 0) {
      // A team plays its home games at home; a show or festival anywhere it is pinned to.
      const list = performer.categoryId === CATEGORY_IDS.Sports ? pinned.slice(0, 1) : pinned;
      pool = { markets: [[list, 1]] };
    } else {
      const kinds = kindsOf(performer);
      const weights = marketsOf(performer);
      const markets = (Object.keys(weights) as Market[])
        .map((market) => {
          const list = venues.filter(
            (v) => v.city.countryCode === market && kinds.includes(v.seed.kind),
          );
          return [list, weights[market]] as const;
        })
        .filter(([list, weight]) => list.length > 0 && weight > 0);
      if (markets.length > 0) pool = { markets };
      else {
        // Small sizes may lack a fitting venue in the right market: any venue of the kind, then any.
        const ofKind = venues.filter((v) => kinds.includes(v.seed.kind));
        pool = { markets: [[ofKind.length > 0 ? ofKind : [...venues], 1]] };
      }
    }
    pools.set(performer.id, pool);
    return pool;
  };

  return (random, performer) => pick(random, pickWeighted(random, poolOf(performer).markets));
}
