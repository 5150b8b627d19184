import { eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCK_KEYS } from '../advisory-lock';
import type { Db } from '../client';
import { appMeta } from '../schema/meta';
import { type CatalogueCounts, seedCatalogue } from './catalogue/seed-catalogue';
import { seedContent } from './content/seed-content';
import { seedPromoCodes } from './promo-codes';
import { seedReferenceData } from './reference/seed-reference';

const SEED_KEY = 'demo_seed';

export interface SeedResult {
  seeded: boolean;
}

/** test: tiny, for tests; demo: the `npm start` catalogue; bench: ten times demo. */
export type DemoDataSize = 'test' | 'demo' | 'bench';

export interface SeedOptions {
  size?: DemoDataSize;
  /** The clock events are scheduled from; defaults to now. */
  now?: Date;
  /** Called with the rows written per catalogue table (start-up logs, timing scripts). */
  onCatalogue?: (counts: CatalogueCounts) => void;
}

/** Seeds the demo catalogue once; later calls (and concurrent starts) find it seeded and do nothing. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.demoSeed})`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done.length > 0) return { seeded: false };

    // Order matters: cities need the states of the reference data, and the content (menus,
    // carousels, category banners) needs the categories, genres and leagues of the catalogue.
    await seedReferenceData(tx);
    const counts = await seedCatalogue(tx, options.size ?? 'demo', now);
    await seedContent(tx, now);
    await seedPromoCodes(tx, now);

    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
    options.onCatalogue?.(counts);
    return { seeded: true };
  });
  // The planner's statistics of the tables just filled: PostgreSQL's autovacuum would gather them
  // some time later, PGlite has no autovacuum and never would. Without them every table looks
  // nearly empty, and a filter by performer on the bench data joined all 40,000 events first.
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}
