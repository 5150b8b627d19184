import { asc, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../schema/catalog';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed-demo';

async function snapshot(db: TestDatabase) {
  const rows = await db.handle.db
    .select({ name: events.name, startsAt: events.startsAt, status: events.status })
    .from(events)
    .orderBy(asc(events.id));
  return rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString() }));
}

async function rows<T>(db: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

// A digest of every seeded row of the catalogue tables, so determinism covers all columns.
async function digest(db: TestDatabase): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of [
    'cities',
    'venues',
    'performers',
    'events',
    'event_performers',
    'listings',
  ]) {
    const [row] = await rows<{ md5: string }>(
      db,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as md5 from ${table} t`),
    );
    out[table] = row!.md5;
  }
  return out;
}

describe('seedDemoData', () => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.dispose();
  });

  it('leaves the planner statistics of what it wrote (PGlite has no autovacuum to gather them)', async () => {
    const db = await createTestDatabase({ seed: false });
    opened.push(db);
    await seedDemoData(db.handle.db, { size: 'test' });
    const counted = await rows<{ relname: string; reltuples: number }>(
      db,
      sql`select relname, reltuples from pg_class where relname in ('events', 'listings') order by relname`,
    );
    // Never analysed, a table's row estimate is -1, and the planner takes it for nearly empty.
    expect(counted).toHaveLength(2);
    for (const table of counted) expect(Number(table.reltuples), table.relname).toBeGreaterThan(0);
  });

  it('seeds once: a second run (a restart) changes nothing', async () => {
    const db = await createTestDatabase({ seed: false });
    opened.push(db);
    expect(await seedDemoData(db.handle.db, { size: 'test' })).toEqual({ seeded: true });
    const before = await snapshot(db);
    expect(before.length).toBe(150);
    expect(await seedDemoData(db.handle.db, { size: 'test' })).toEqual({ seeded: false });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is deterministic for the same clock, and every event is in the future of that clock', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const a = await createTestDatabase({ now });
    const b = await createTestDatabase({ now });
    opened.push(a, b);
    const rowsA = await snapshot(a);
    expect(rowsA).toEqual(await snapshot(b));
    expect(await digest(a)).toEqual(await digest(b));
    for (const row of rowsA) expect(Date.parse(row.startsAt)).toBeGreaterThan(now.getTime());
  });

  it('runs the reference and content stages around the catalogue', async () => {
    const db = await createTestDatabase();
    opened.push(db);
    const [counts] = await rows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from countries) as countries,
        (select count(*)::int from cities where state_id is null) as "citiesWithoutState",
        (select count(*)::int from faq_entries) as faq`,
    );
    expect(counts!.countries).toBeGreaterThanOrEqual(4);
    expect(counts!.citiesWithoutState).toBe(0);
    expect(counts!.faq).toBeGreaterThan(0);
  });
});

describe('the test-size catalogue', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.dispose();
  });

  it('covers every category and the real-world event states', async () => {
    const [counts] = await rows<Record<string, number>>(
      db,
      sql`select count(distinct category_id)::int as categories,
        count(*) filter (where status = 'cancelled')::int as cancelled,
        count(*) filter (where status = 'postponed')::int as postponed,
        count(*) filter (where status = 'rescheduled')::int as rescheduled,
        count(*) filter (where is_hot)::int as hot from events`,
    );
    expect(counts).toEqual({ categories: 5, cancelled: 1, postponed: 1, rescheduled: 1, hot: 42 });
    const rescheduled = await rows<{ name: string }>(
      db,
      sql`select name from events where status = 'rescheduled'`,
    );
    for (const { name } of rescheduled) {
      expect(name).toMatch(/ \(Rescheduled from \d{4}-\d{2}-\d{2}\)$/);
    }
  });

  it('has at least 3 upcoming, not cancelled events in each of the five categories', async () => {
    const perCategory = await rows<{ category_id: number; n: number }>(
      db,
      sql`select c.id as category_id, count(e.id)::int as n from categories c
        left join events e on e.category_id = c.id and e.status <> 'cancelled' and e.starts_at > now()
        group by c.id order by c.id`,
    );
    expect(perCategory.map((r) => r.category_id)).toEqual([1, 2, 3, 4, 5]);
    for (const row of perCategory) expect(row.n).toBeGreaterThanOrEqual(3);
  });

  it('holds the names the search tests rely on', async () => {
    const performers = await rows<{ name: string; genre: string | null; league: string | null }>(
      db,
      sql`select p.name, g.name as genre, l.name as league from performers p
        left join genres g on g.id = p.genre_id left join leagues l on l.id = p.league_id`,
    );
    const byName = new Map(performers.map((p) => [p.name, p]));
    expect(byName.get('Manchester United')).toEqual({
      name: 'Manchester United',
      genre: 'Premier League',
      league: 'Premier League',
    });
    expect(byName.get('Beyoncé')?.genre).toBe('Pop');
    expect(byName.get('Taylor Swift')?.genre).toBe('Pop');
    expect(byName.get('Arsenal')?.league).toBe('Premier League');
    expect(byName.get('Liverpool')?.league).toBe('Premier League');
    expect(byName.get('New York Yankees')?.league).toBe('MLB');
    expect(byName.get('Los Angeles Lakers')?.league).toBe('NBA');
    expect(byName.get('Hamilton')?.genre).toBe('Musical');
    expect(byName.get('Coachella')?.genre).toBe('Music Festivals');
    expect(byName.get('Disney On Ice')).toEqual({
      name: 'Disney On Ice',
      genre: null,
      league: null,
    });

    const venues = await rows<{ venue: string; city: string; country: string }>(
      db,
      sql`select v.name as venue, c.name as city, c.country_code as country
        from venues v join cities c on c.id = v.city_id order by v.name`,
    );
    expect(venues).toEqual(
      expect.arrayContaining([
        { venue: 'Madison Square Garden', city: 'New York', country: 'us' },
        { venue: 'Old Trafford', city: 'Manchester', country: 'uk' },
        { venue: 'The O2', city: 'London', country: 'uk' },
        { venue: 'Sydney Opera House', city: 'Sydney', country: 'au' },
        { venue: 'Spark Arena', city: 'Auckland', country: 'nz' },
      ]),
    );
    const [manchester] = await rows<Record<string, unknown>>(
      db,
      sql`select state, state_id, country_id from cities where name = 'Manchester'`,
    );
    expect(manchester).toEqual({ state: 'England', state_id: 2336, country_id: 232 });
  });

  it('gives every game a home and an away team, the home team being the event performer', async () => {
    const games = await rows<{ id: number; performer_id: number; home: number[]; away: number[] }>(
      db,
      sql`select e.id, e.performer_id,
        array_agg(ep.performer_id) filter (where ep.role = 'home') as home,
        array_agg(ep.performer_id) filter (where ep.role = 'away') as away
        from events e join event_performers ep on ep.event_id = e.id
        where e.category_id = 1 group by e.id`,
    );
    expect(games.length).toBeGreaterThan(20);
    for (const game of games) {
      expect(game.home).toEqual([game.performer_id]);
      expect(game.away).toHaveLength(1);
      expect(game.away[0]).not.toBe(game.performer_id);
    }
    const [named] = await rows<{ bad: number }>(
      db,
      sql`select count(*)::int as bad from events e
        join performers h on h.id = e.performer_id
        join event_performers ep on ep.event_id = e.id and ep.role = 'away'
        join performers a on a.id = ep.performer_id
        where e.name not like h.name || ' vs ' || a.name || '%'`,
    );
    expect(named!.bad).toBe(0);
  });

  it('prices every listing sensibly and seats it in a section of its venue map', async () => {
    const [bad] = await rows<Record<string, number>>(
      db,
      sql`select
        count(*) filter (where l.price_minor < 500)::int as "underMinimum",
        count(*) filter (where l.wholesale_price_minor >= l.price_minor)::int as "wholesaleNotBelow",
        count(*) filter (where l.quantity not between 1 and 12)::int as "badQuantity",
        count(*) filter (where l.currency <> case c.country_code when 'us' then 'USD'
          when 'uk' then 'GBP' when 'au' then 'AUD' else 'NZD' end)::int as "wrongCurrency",
        count(*) filter (where not exists (
          select 1 from jsonb_array_elements(v.map_data -> 'zones') z
          where z -> 'sections' ? l.section))::int as "sectionNotOnMap",
        count(*) filter (where l.ticketing_system_id not between 1 and 4)::int as "badSource"
        from listings l join events e on e.id = l.event_id
        join venues v on v.id = e.venue_id join cities c on c.id = v.city_id`,
    );
    expect(bad).toEqual({
      underMinimum: 0,
      wholesaleNotBelow: 0,
      badQuantity: 0,
      wrongCurrency: 0,
      sectionNotOnMap: 0,
      badSource: 0,
    });
  });

  it('makes front rows dearer than back rows, and leaves some events nearly sold out', async () => {
    const [spread] = await rows<{ front: number; back: number }>(
      db,
      sql`select avg(price_minor) filter (where row ~ '^[0-9]+$' and row::int <= 3)::float as front,
        avg(price_minor) filter (where row ~ '^[0-9]+$' and row::int >= 15)::float as back
        from listings`,
    );
    expect(spread!.front).toBeGreaterThan(spread!.back * 1.2);
    const [scarce] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select event_id from listings
        group by event_id having sum(quantity) < 10) s`,
    );
    expect(scarce!.n).toBeGreaterThan(0);
    const sources = await rows<{ id: number; name: string }>(
      db,
      sql`select id, name from ticketing_systems order by id`,
    );
    expect(sources).toEqual([
      { id: 1, name: 'tevo' },
      { id: 2, name: 'ticket_network' },
      { id: 3, name: 'automatiq' },
      { id: 4, name: 'mytickets' },
    ]);
  });

  it('keeps the serial sequences past the explicit ids it wrote', async () => {
    const [next] = await rows<{ id: number; max: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id,
        (select max(id) from listings)::int as max`,
    );
    expect(next!.id).toBe(next!.max + 1);
  });
});
