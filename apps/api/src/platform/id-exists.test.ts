import { categories, performers } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idExists } from './id-exists';

describe('idExists', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('finds a row of the key column’s own table by its id, and no other', async () => {
    const db = database.handle.db;
    const [performer] = await db.select({ id: performers.id }).from(performers).limit(1);
    expect(await idExists(db, performers.id, performer!.id)).toBe(true);
    expect(await idExists(db, performers.id, 2_000_000_000)).toBe(false);
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    expect(await idExists(db, categories.id, category!.id)).toBe(true);
  });
});
