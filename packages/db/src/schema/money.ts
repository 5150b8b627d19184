import { boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Display currencies (GBP, EUR, AUD, NZD, JPY, CNY, USD). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  /** Digits after the decimal point: 2 for most, 0 for JPY. */
  minorUnits: integer('minor_units').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** How many units of a currency one US dollar buys (base USD). */
export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text('currency_code')
    .primaryKey()
    .references(() => currencies.code),
  unitsPerUsd: numeric('units_per_usd', { precision: 20, scale: 10, mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});
