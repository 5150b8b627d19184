import { asc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('seedDemoData', () => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.dispose();
  });

  it('seeds once: a second run (a restart) changes nothing', async () => {
    const db = await createTestDatabase({ seed: false });
    opened.push(db);
    expect(await seedDemoData(db.handle.db)).toEqual({ seeded: true });
    const before = await snapshot(db);
    expect(before.length).toBeGreaterThan(50);
    expect(await seedDemoData(db.handle.db)).toEqual({ seeded: false });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is deterministic for the same clock, and every event is in the future of that clock', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const a = await createTestDatabase({ now });
    const b = await createTestDatabase({ now });
    opened.push(a, b);
    const rowsA = await snapshot(a);
    expect(rowsA).toEqual(await snapshot(b));
    for (const row of rowsA) expect(Date.parse(row.startsAt)).toBeGreaterThan(now.getTime());
  });

  it('covers every category and the real-world event states', async () => {
    const db = await createTestDatabase();
    opened.push(db);
    const result = await db.handle.db.execute<{
      categories: number;
      cancelled: number;
      rescheduled: number;
    }>(
      sql`select count(distinct category_id)::int as categories,
        count(*) filter (where status = 'cancelled')::int as cancelled,
        count(*) filter (where status = 'rescheduled')::int as rescheduled from events`,
    );
    const [counts] = (result as unknown as { rows: Record<string, number>[] }).rows;
    expect(counts).toEqual({ categories: 5, cancelled: 1, rescheduled: 1 });
  });
});
