import { eventPerformers, events, performers } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eventFilterInputSchema, normalizeEventFilter } from '@reprise/domain/schemas/listings';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFilteredEvents } from './event-filter-queries';
import { listingAggregates } from './listing-aggregate-queries';

// The plans of the event cards' two statements, with sequential scans priced out: a table read
// whole here (by a scan or by an index on something else) is one no index of the filter serves, which on the bench catalogue (1.5 million listings, 40,000
// events) cost a never-cached performer page 350 ms.
describe('the event cards’ statements', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.dispose());

  const plan = (query: SQLWrapper) =>
    db.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it('read the listings of a page of events by index, summing sold and held seats once', async () => {
    const ids = (await db.handle.db.select({ id: events.id }).from(events).limit(20)).map(
      (row) => row.id,
    );
    const text = await plan(listingAggregates(db.handle.db, ids));
    // By the event ids: another index would walk every listing and filter them.
    expect(text).toMatch(/Index Cond: \(event_id = ANY\b/);
    expect(text).not.toMatch(/Seq Scan on listings\b/);
    // Sold and held are summed once for the whole page and joined: as correlated sums per listing,
    // flattened into the aggregate, every use of them there ran its own (25 per listing).
    expect(text).not.toMatch(/SubPlan/);
  });

  it('find a performer’s events, headline or not, through the two indexes', async () => {
    const [guest] = await db.handle.db
      .select({ slug: performers.slug })
      .from(eventPerformers)
      .innerJoin(performers, eq(performers.id, eventPerformers.performerId))
      .limit(1);
    const filter = normalizeEventFilter(
      eventFilterInputSchema.parse({ performer: guest!.slug, page: 1, limit: 20 }),
    );
    const text = await plan(findFilteredEvents(db.handle.db, filter, new Date()));
    // Both lists start from the performer: its appearances and the events it headlines.
    expect(text.match(/Index Cond: \(performer_id = /g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/Seq Scan on events\b/);
  });
});
