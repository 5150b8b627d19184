import type { DemoDataSize } from '../seed-demo';

/** How much a size seeds; `coreOnly` keeps the small hand-picked subset of performers and venues. */
export interface SizeProfile {
  events: number;
  /** Target total of listings; the real count varies a little with event popularity. */
  listings: number;
  coreOnly: boolean;
}

export const SIZE_PROFILES: Readonly<Record<DemoDataSize, SizeProfile>> = {
  // Seeded at the start of every API test file, so it stays tiny.
  test: { events: 150, listings: 3_000, coreOnly: true },
  demo: { events: 4_000, listings: 150_000, coreOnly: false },
  bench: { events: 40_000, listings: 1_500_000, coreOnly: false },
};

// Search and page tests rely on these names existing in every size, `test` included.
export const CORE_PERFORMERS: ReadonlySet<string> = new Set([
  'Manchester United',
  'Arsenal',
  'Liverpool',
  'Chelsea',
  'Real Madrid',
  'FC Barcelona',
  'Bayern Munich',
  'Borussia Dortmund',
  'New York Yankees',
  'Boston Red Sox',
  'Los Angeles Dodgers',
  'Los Angeles Lakers',
  'New York Knicks',
  'New York Rangers',
  'Boston Bruins',
  'New York Giants',
  'New York Jets',
  'Chicago Bears',
  'Taylor Swift',
  'Beyoncé',
  'Dua Lipa',
  'Arctic Monkeys',
  'Morgan Wallen',
  'Foo Fighters',
  'Kendrick Lamar',
  'Drake',
  'Hamilton',
  'The Lion King',
  'La Traviata',
  'Carmen',
  'Hamlet',
  'Swan Lake',
  'Kevin Hart',
  'John Mulaney',
  'Cirque du Soleil',
  'Coachella',
  'Lollapalooza',
  'Glastonbury Festival',
  'Disney On Ice',
  'Monster Jam',
]);

export const CORE_VENUES: ReadonlySet<string> = new Set([
  'Madison Square Garden',
  'Yankee Stadium',
  'MetLife Stadium',
  'Crypto.com Arena',
  'Hollywood Bowl',
  'Empire Polo Club',
  'Richard Rodgers Theatre',
  'Minskoff Theatre',
  'Metropolitan Opera House',
  'Old Trafford',
  'Anfield',
  'Emirates Stadium',
  'The O2',
  'Royal Albert Hall',
  'Worthy Farm',
  'Sydney Opera House',
  'Rod Laver Arena',
  'Spark Arena',
]);
