import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Facts about this database itself, e.g. when demo data was seeded, so a restart never seeds twice.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
