// The small hand-picked catalogue the walking skeleton seeds: real teams, artists, shows and venues.

export interface CitySeed {
  key: string;
  name: string;
  state: string | null;
  countryCode: 'us' | 'uk' | 'au' | 'nz';
  latitude: number;
  longitude: number;
  timezone: string;
}

export const CITY_SEEDS: readonly CitySeed[] = [
  {
    key: 'nyc',
    name: 'New York',
    state: 'NY',
    countryCode: 'us',
    latitude: 40.7128,
    longitude: -74.006,
    timezone: 'America/New_York',
  },
  {
    key: 'la',
    name: 'Los Angeles',
    state: 'CA',
    countryCode: 'us',
    latitude: 34.0522,
    longitude: -118.2437,
    timezone: 'America/Los_Angeles',
  },
  {
    key: 'chi',
    name: 'Chicago',
    state: 'IL',
    countryCode: 'us',
    latitude: 41.8781,
    longitude: -87.6298,
    timezone: 'America/Chicago',
  },
  {
    key: 'lon',
    name: 'London',
    state: 'England',
    countryCode: 'uk',
    latitude: 51.5072,
    longitude: -0.1276,
    timezone: 'Europe/London',
  },
  {
    key: 'man',
    name: 'Manchester',
    state: 'England',
    countryCode: 'uk',
    latitude: 53.4808,
    longitude: -2.2426,
    timezone: 'Europe/London',
  },
  {
    key: 'syd',
    name: 'Sydney',
    state: 'NSW',
    countryCode: 'au',
    latitude: -33.8688,
    longitude: 151.2093,
    timezone: 'Australia/Sydney',
  },
  {
    key: 'mel',
    name: 'Melbourne',
    state: 'VIC',
    countryCode: 'au',
    latitude: -37.8136,
    longitude: 144.9631,
    timezone: 'Australia/Melbourne',
  },
  {
    key: 'akl',
    name: 'Auckland',
    state: null,
    countryCode: 'nz',
    latitude: -36.8485,
    longitude: 174.7633,
    timezone: 'Pacific/Auckland',
  },
];

export interface VenueSeed {
  name: string;
  city: string;
  address: string;
}

export const VENUE_SEEDS: readonly VenueSeed[] = [
  { name: 'Madison Square Garden', city: 'nyc', address: '4 Pennsylvania Plaza' },
  { name: 'Yankee Stadium', city: 'nyc', address: '1 E 161st St' },
  { name: 'Crypto.com Arena', city: 'la', address: '1111 S Figueroa St' },
  { name: 'Hollywood Bowl', city: 'la', address: '2301 N Highland Ave' },
  { name: 'United Center', city: 'chi', address: '1901 W Madison St' },
  { name: 'Soldier Field', city: 'chi', address: '1410 Special Olympics Dr' },
  { name: 'The O2', city: 'lon', address: 'Peninsula Square' },
  { name: 'Wembley Stadium', city: 'lon', address: 'Wembley' },
  { name: 'Royal Albert Hall', city: 'lon', address: 'Kensington Gore' },
  { name: 'Old Trafford', city: 'man', address: 'Sir Matt Busby Way' },
  { name: 'Sydney Opera House', city: 'syd', address: 'Bennelong Point' },
  { name: 'Rod Laver Arena', city: 'mel', address: 'Batman Ave' },
  { name: 'Spark Arena', city: 'akl', address: '42 Mahuhu Crescent' },
];

export interface PerformerSeed {
  name: string;
  /** Genre name as listed in spec §3; null for special events, which have no genre. */
  genre: string | null;
  categoryId: number;
  popularity: number;
  /** City keys this performer plays in. */
  cities: readonly string[];
}

const us = ['nyc', 'la', 'chi'];
const uk = ['lon', 'man'];
const world = ['nyc', 'la', 'chi', 'lon', 'man', 'syd', 'mel', 'akl'];

export const PERFORMER_SEEDS: readonly PerformerSeed[] = [
  { name: 'Manchester United', genre: 'Premier League', categoryId: 1, popularity: 95, cities: uk },
  { name: 'Arsenal', genre: 'Premier League', categoryId: 1, popularity: 90, cities: uk },
  { name: 'Liverpool', genre: 'Premier League', categoryId: 1, popularity: 92, cities: uk },
  { name: 'Real Madrid', genre: 'La Liga', categoryId: 1, popularity: 93, cities: uk },
  { name: 'FC Barcelona', genre: 'La Liga', categoryId: 1, popularity: 91, cities: uk },
  { name: 'Bayern Munich', genre: 'Bundesliga', categoryId: 1, popularity: 85, cities: uk },
  { name: 'New York Yankees', genre: 'MLB', categoryId: 1, popularity: 88, cities: ['nyc'] },
  { name: 'Los Angeles Dodgers', genre: 'MLB', categoryId: 1, popularity: 86, cities: ['la'] },
  { name: 'New York Knicks', genre: 'NBA', categoryId: 1, popularity: 84, cities: ['nyc'] },
  { name: 'Chicago Bulls', genre: 'NBA', categoryId: 1, popularity: 82, cities: ['chi'] },
  { name: 'Los Angeles Lakers', genre: 'NBA', categoryId: 1, popularity: 89, cities: ['la'] },
  { name: 'New York Rangers', genre: 'NHL', categoryId: 1, popularity: 75, cities: ['nyc'] },
  { name: 'Chicago Bears', genre: 'NFL', categoryId: 1, popularity: 83, cities: ['chi'] },
  {
    name: 'Arctic Monkeys',
    genre: 'Alternative Rock',
    categoryId: 2,
    popularity: 80,
    cities: world,
  },
  { name: 'Morgan Wallen', genre: 'Country', categoryId: 2, popularity: 81, cities: us },
  { name: 'Taylor Swift', genre: 'Pop', categoryId: 2, popularity: 99, cities: world },
  { name: 'Beyoncé', genre: 'Pop', categoryId: 2, popularity: 97, cities: world },
  { name: 'Dua Lipa', genre: 'Pop', categoryId: 2, popularity: 87, cities: world },
  { name: 'Foo Fighters', genre: 'Rock', categoryId: 2, popularity: 79, cities: world },
  { name: 'AC/DC', genre: 'Rock', categoryId: 2, popularity: 83, cities: world },
  { name: 'Kendrick Lamar', genre: 'Hip Hop', categoryId: 2, popularity: 90, cities: us },
  { name: 'La Traviata', genre: 'Opera', categoryId: 3, popularity: 60, cities: ['lon', 'syd'] },
  {
    name: 'Hamilton',
    genre: 'Musical',
    categoryId: 3,
    popularity: 88,
    cities: ['nyc', 'lon', 'chi'],
  },
  {
    name: 'The Lion King',
    genre: 'Musical',
    categoryId: 3,
    popularity: 85,
    cities: ['nyc', 'lon', 'syd'],
  },
  { name: 'Hamlet', genre: 'Plays', categoryId: 3, popularity: 55, cities: ['lon'] },
  { name: 'Swan Lake', genre: 'Ballet', categoryId: 3, popularity: 65, cities: ['lon', 'mel'] },
  { name: 'Kevin Hart', genre: 'Comedy', categoryId: 3, popularity: 78, cities: us },
  {
    name: 'Cirque du Soleil',
    genre: 'Entertainment Shows',
    categoryId: 3,
    popularity: 70,
    cities: world,
  },
  {
    name: 'Glastonbury Festival',
    genre: 'Festivals',
    categoryId: 4,
    popularity: 90,
    cities: ['lon'],
  },
  { name: 'Coachella', genre: 'Music Festivals', categoryId: 4, popularity: 92, cities: ['la'] },
  {
    name: 'Lollapalooza',
    genre: 'Music Festivals',
    categoryId: 4,
    popularity: 84,
    cities: ['chi'],
  },
  { name: 'Disney On Ice', genre: null, categoryId: 5, popularity: 68, cities: world },
  { name: 'Monster Jam', genre: null, categoryId: 5, popularity: 62, cities: us },
];
