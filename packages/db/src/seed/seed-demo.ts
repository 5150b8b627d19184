import { CATEGORIES, GENRE_GROUPS } from '@reprise/domain/categories';
import { slugify } from '@reprise/domain/slug';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, events, genres, performers } from '../schema/catalog';
import { appMeta } from '../schema/meta';
import { cities, venues } from '../schema/place';
import { CITY_SEEDS, PERFORMER_SEEDS, VENUE_SEEDS } from './demo-catalogue';
import { createPrng, pick } from './prng';
import { zonedTimeToUtc } from './zoned-time';

const SEED_KEY = 'demo_seed';
const SEED_LOCK_KEY = 72_170_002;
const EVENTS_PER_PERFORMER = 3;
const DAY_MS = 86_400_000;

export interface SeedResult {
  seeded: boolean;
}

/** test: tiny, for tests; demo: the `npm start` catalogue; bench: ten times demo. */
export type DemoDataSize = 'test' | 'demo' | 'bench';

export interface SeedOptions {
  size?: DemoDataSize;
  /** The clock events are scheduled from; defaults to now. */
  now?: Date;
}

/** Seeds the demo catalogue once; later calls (and concurrent starts) find it seeded and do nothing. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done.length > 0) return { seeded: false };

    await tx
      .insert(categories)
      .values(CATEGORIES.map(({ id, name, slug }) => ({ id, name, slug })));
    await tx
      .insert(genres)
      .values(
        GENRE_GROUPS.map(({ id, name, slug, categoryId }) => ({ id, name, slug, categoryId })),
      );

    const cityRows = await tx
      .insert(cities)
      .values(CITY_SEEDS.map(({ key: _key, timezone: _tz, ...city }) => city))
      .returning({ id: cities.id });
    const cityIdByKey = new Map(CITY_SEEDS.map((c, i) => [c.key, cityRows[i]!.id]));
    const zoneByKey = new Map(CITY_SEEDS.map((c) => [c.key, c.timezone]));

    const venueRows = await tx
      .insert(venues)
      .values(
        VENUE_SEEDS.map((v) => ({
          name: v.name,
          slug: slugify(v.name),
          address: v.address,
          cityId: cityIdByKey.get(v.city)!,
          timezone: zoneByKey.get(v.city)!,
        })),
      )
      .returning({ id: venues.id });
    const venuesByCity = new Map<string, { id: number; timezone: string }[]>();
    VENUE_SEEDS.forEach((v, i) => {
      const list = venuesByCity.get(v.city) ?? [];
      list.push({ id: venueRows[i]!.id, timezone: zoneByKey.get(v.city)! });
      venuesByCity.set(v.city, list);
    });

    const genreIdByName = new Map(GENRE_GROUPS.map((g) => [g.name, g.id]));
    const performerRows = await tx
      .insert(performers)
      .values(
        PERFORMER_SEEDS.map((p) => ({
          name: p.name,
          slug: slugify(p.name),
          categoryId: p.categoryId,
          genreId: p.genre ? (genreIdByName.get(p.genre) ?? null) : null,
          popularity: p.popularity,
        })),
      )
      .returning({ id: performers.id });

    const random = createPrng(20_261_121);
    const eventRows: (typeof events.$inferInsert)[] = [];
    PERFORMER_SEEDS.forEach((p, i) => {
      const rivals = PERFORMER_SEEDS.filter((o) => o.genre === p.genre && o !== p);
      for (let n = 0; n < EVENTS_PER_PERFORMER; n++) {
        const venue = pick(random, venuesByCity.get(pick(random, p.cities)) ?? []);
        const day = new Date(now.getTime() + (1 + Math.floor(random() * 120)) * DAY_MS);
        const startsAt = zonedTimeToUtc(
          {
            year: day.getUTCFullYear(),
            month: day.getUTCMonth() + 1,
            day: day.getUTCDate(),
            hour: p.categoryId === 1 ? 15 + Math.floor(random() * 5) : 19,
            minute: p.categoryId === 1 ? 0 : 30,
          },
          venue.timezone,
        );
        const name =
          p.categoryId === 1 && rivals.length > 0
            ? `${p.name} vs ${pick(random, rivals).name}`
            : p.name;
        eventRows.push({
          name,
          startsAt,
          venueId: venue.id,
          performerId: performerRows[i]!.id,
          categoryId: p.categoryId,
          genreId: p.genre ? (genreIdByName.get(p.genre) ?? null) : null,
          status: 'scheduled',
          isHot: p.popularity >= 90 && random() < 0.5,
        });
      }
    });
    // A few real-world states, so pages and tests meet them from the first run.
    eventRows[0]!.status = 'cancelled';
    const rescheduled = eventRows[4]!;
    rescheduled.status = 'rescheduled';
    rescheduled.name = `${rescheduled.name} (Rescheduled from ${now.toISOString().slice(0, 10)})`;
    await tx.insert(events).values(eventRows);

    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
    return { seeded: true };
  });
}
