import { COUNTRY_IDS } from '@reprise/domain/ids';
import { slugify } from '@reprise/domain/slug';
import { hashString } from '../prng';
import { CITIES, type CitySeed } from './data/cities';
import { VENUES, type VenueSeed } from './data/venues';
import { mapDataOf, type SeatMap, seatMapFor } from './seat-maps';
import type { SqlValue } from './sql-values';

/** A venue as the later stages use it: its id, city and seat map. */
export interface PlacedVenue {
  id: number;
  seed: VenueSeed;
  city: CitySeed;
  seatMap: SeatMap;
}

/** Looks a state id up by country id and state name or code; null when unknown. */
export type StateLookup = (countryId: number, nameOrCode: string) => number | null;

export interface Places {
  cityRows: SqlValue[][];
  venueRows: SqlValue[][];
  venues: PlacedVenue[];
}

export const CITY_COLUMNS = [
  'id',
  'name',
  'state',
  'country_code',
  'state_id',
  'country_id',
  'latitude',
  'longitude',
  'image_url',
  'alt_tag',
  'popularity',
] as const;

export const VENUE_COLUMNS = [
  'id',
  'name',
  'slug',
  'city_id',
  'address',
  'timezone',
  'latitude',
  'longitude',
  'capacity',
  'map_data',
  'popularity',
] as const;

// Venues sit within a few kilometres of their city centre; the hash keeps each one in place
// whatever else the lists gain.
function nearby(value: number, name: string, salt: number): number {
  const unit = (hashString(`${name}:${salt}`) % 10_000) / 10_000 - 0.5;
  return Math.round((value + unit * 0.08) * 1e6) / 1e6;
}

/** The cities and venues of a size, with ids from the given offsets. */
export function buildPlaces(
  venueFilter: (venue: VenueSeed) => boolean,
  stateId: StateLookup,
  firstCityId: number,
  firstVenueId: number,
): Places {
  const cityByKey = new Map(CITIES.map((city) => [city.key, city]));
  const chosen = VENUES.filter(venueFilter);
  const usedKeys = new Set(chosen.map((venue) => venue.city));
  const cities = CITIES.filter((city) => usedKeys.has(city.key));
  const cityIds = new Map(cities.map((city, i) => [city.key, firstCityId + i]));

  const cityRows = cities.map((city): SqlValue[] => {
    const countryId = COUNTRY_IDS[city.countryCode];
    const slug = slugify(city.name);
    return [
      cityIds.get(city.key)!,
      city.name,
      city.state,
      city.countryCode,
      stateId(countryId, city.state),
      countryId,
      city.latitude,
      city.longitude,
      `storage://cities/${slug}.svg`,
      `${city.name} skyline`,
      city.popularity,
    ];
  });

  const venues: PlacedVenue[] = [];
  const venueRows = chosen.map((seed, i): SqlValue[] => {
    const city = cityByKey.get(seed.city);
    if (!city) throw new Error(`Venue ${seed.name} names an unknown city ${seed.city}`);
    const id = firstVenueId + i;
    const seatMap = seatMapFor(seed.kind, city.countryCode);
    venues.push({ id, seed, city, seatMap });
    const popularity = Math.min(
      100,
      Math.round(city.popularity * 0.5 + Math.log10(seed.capacity) * 10),
    );
    return [
      id,
      seed.name,
      slugify(seed.name),
      cityIds.get(city.key)!,
      seed.address ? `${seed.address}, ${city.name}` : city.name,
      city.timezone,
      nearby(city.latitude, seed.name, 1),
      nearby(city.longitude, seed.name, 2),
      seed.capacity,
      { json: mapDataOf(seatMap) },
      popularity,
    ];
  });
  return { cityRows, venueRows, venues };
}
