import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@reprise/domain/constants';
import { integer, type ReferenceConfig, text, timestamp } from 'drizzle-orm/pg-core';

// Column shapes many tables share; each builds the very column it replaces, so no generated SQL changes.

/** A moment in time: every time we store is timezone-aware (timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: timezone-aware, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed: timezone-aware, the database's now until the writer sets it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A required integer foreign key to another table's column. */
export const requiredRef = (
  name: string,
  ref: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(ref, actions);

/** The language mails to a buyer or about an order are written in ('de'); English until known. */
export const mailLanguage = () =>
  text('language', { enum: LANGUAGE_TAGS }).notNull().default(DEFAULT_LANGUAGE);
