import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

// Facts about this database itself, e.g. when demo data was seeded, so a restart never seeds twice.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
