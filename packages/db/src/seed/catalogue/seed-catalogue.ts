import { CATEGORIES, GENRE_GROUPS } from '@reprise/domain/categories';
import { CATEGORY_IDS, COUNTRY_IDS } from '@reprise/domain/ids';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { categories, genres, leagues } from '../../schema/catalog';
import { ticketingSystems } from '../../schema/listings';
import { states } from '../../schema/place';
import { createPrng } from '../prng';
import type { DemoDataSize } from '../seed-demo';
import { buildEvents } from './build-events';
import { LISTING_COLUMNS, ListingFactory, listingCounts, SOURCES_SEEDED } from './build-listings';
import { buildPerformers, PERFORMER_COLUMNS } from './build-performers';
import { buildPlaces, CITY_COLUMNS, type StateLookup, VENUE_COLUMNS } from './build-places';
import { seedSeatMaps } from './seed-seat-maps';
import { CORE_PERFORMERS, CORE_VENUES, SIZE_PROFILES } from './sizes';
import { insertRows, maxId, RowWriter, type SqlValue, syncSequence } from './sql-values';

/** Rows written per table, for logs and tests. */
export interface CatalogueCounts {
  cities: number;
  venues: number;
  performers: number;
  events: number;
  eventPerformers: number;
  listings: number;
  seatMaps: number;
  eventMaps: number;
}

const EVENT_COLUMNS = [
  'id',
  'name',
  'starts_at',
  'venue_id',
  'performer_id',
  'category_id',
  'genre_id',
  'status',
  'is_hot',
  'popularity',
  'image_url',
  'alt_tag',
  'created_at',
  'updated_at',
] as const;

// Header-menu regions of the leagues (the groups are fixed; the regions are ours).
const UK_LEAGUES = new Set(['Premier League', 'La Liga', 'Bundesliga']);

async function seedTaxonomy(tx: Db): Promise<void> {
  await tx.insert(categories).values(
    CATEGORIES.map(({ id, name, slug }) => ({
      id,
      name,
      slug,
      bannerTitle: `${name} tickets`,
      description: `Buy and sell ${name.toLowerCase()} tickets, every purchase 100% guaranteed.`,
    })),
  );
  await tx.insert(genres).values(
    GENRE_GROUPS.map(({ id, name, slug, categoryId }) => ({
      id,
      name,
      slug,
      categoryId,
      imageUrl: `storage://genres/${slug}.svg`,
    })),
  );
  // A league's id is its sports group's id, so a performer's league_id equals its genre_id.
  await tx.insert(leagues).values(
    GENRE_GROUPS.filter((g) => g.categoryId === CATEGORY_IDS.Sports).map((g) => ({
      id: g.id,
      name: g.name,
      slug: g.slug,
      genreId: g.id,
      categoryId: g.categoryId,
      region: UK_LEAGUES.has(g.name) ? ('uk' as const) : ('us' as const),
    })),
  );
  await tx.insert(ticketingSystems).values(SOURCES_SEEDED.map(({ id, name }) => ({ id, name })));
}

async function stateLookup(tx: Db): Promise<StateLookup> {
  const rows = await tx
    .select({ id: states.id, name: states.name, code: states.code, countryId: states.countryId })
    .from(states)
    .where(inArray(states.countryId, Object.values(COUNTRY_IDS)));
  const byKey = new Map<string, number>();
  for (const row of rows) {
    byKey.set(`${row.countryId}:${row.name.toLowerCase()}`, row.id);
    if (row.code) byKey.set(`${row.countryId}:${row.code.toLowerCase()}`, row.id);
  }
  return (countryId, nameOrCode) => byKey.get(`${countryId}:${nameOrCode.toLowerCase()}`) ?? null;
}

/** Seeds categories, genres, leagues, sources, cities, venues, performers, events and listings. */
export async function seedCatalogue(
  tx: Db,
  size: DemoDataSize,
  now: Date,
): Promise<CatalogueCounts> {
  const profile = SIZE_PROFILES[size];
  await seedTaxonomy(tx);

  const places = buildPlaces(
    (venue) => !profile.coreOnly || CORE_VENUES.has(venue.name),
    await stateLookup(tx),
    (await maxId(tx, 'cities')) + 1,
    (await maxId(tx, 'venues')) + 1,
  );
  await insertRows(tx, 'cities', CITY_COLUMNS, places.cityRows);
  await insertRows(tx, 'venues', VENUE_COLUMNS, places.venueRows);

  const { performers, rows: performerRows } = buildPerformers(
    (name) => !profile.coreOnly || CORE_PERFORMERS.has(name),
    (await maxId(tx, 'performers')) + 1,
  );
  await insertRows(tx, 'performers', PERFORMER_COLUMNS, performerRows);

  const events = buildEvents(
    performers,
    places.venues,
    profile.events,
    now,
    (await maxId(tx, 'events')) + 1,
  );
  const eventWriter = new RowWriter(tx, 'events', EVENT_COLUMNS);
  const castWriter = new RowWriter(tx, 'event_performers', ['event_id', 'performer_id', 'role']);
  for (const e of events) {
    await eventWriter.add([
      e.id,
      e.name,
      e.startsAt.toISOString(),
      e.venue.id,
      e.performer.id,
      e.performer.categoryId,
      e.performer.genreId,
      e.status,
      e.isHot,
      e.popularity,
      e.imageUrl,
      `${e.name} at ${e.venue.seed.name}`,
      e.createdAt.toISOString(),
      e.updatedAt.toISOString(),
    ] satisfies SqlValue[]);
  }
  const eventCount = await eventWriter.flush();
  // Written after every event, since a full batch of performers must find its events there.
  for (const e of events) {
    const isSport = e.performer.categoryId === CATEGORY_IDS.Sports;
    await castWriter.add([e.id, e.performer.id, isSport ? 'home' : 'headliner']);
    if (e.away) await castWriter.add([e.id, e.away.id, 'away']);
    for (const act of e.support) await castWriter.add([e.id, act.id, 'support']);
  }
  const castCount = await castWriter.flush();
  const maps = await seedSeatMaps(tx, events);

  // Listings are written as they are made, so even the bench size never holds them all in memory.
  const random = createPrng(0x0715_7165);
  const factory = new ListingFactory(random, (await maxId(tx, 'listings')) + 1, now);
  const listingWriter = new RowWriter(tx, 'listings', LISTING_COLUMNS);
  const counts = listingCounts(random, events, profile.listings);
  for (const [i, event] of events.entries()) {
    for (const row of factory.listingsOf(event, counts[i]!)) {
      await listingWriter.add(row);
    }
  }
  const listingTotal = await listingWriter.flush();

  for (const table of ['cities', 'venues', 'performers', 'events', 'listings']) {
    await syncSequence(tx, table);
  }
  return {
    cities: places.cityRows.length,
    venues: places.venueRows.length,
    performers: performers.length,
    events: eventCount,
    eventPerformers: castCount,
    listings: listingTotal,
    ...maps,
  };
}
