import type { Db } from '@reprise/db/client';
import { currencies } from '@reprise/db/schema/money';
import { countries } from '@reprise/db/schema/place';
import { and, asc, eq } from 'drizzle-orm';

/** Active currencies in display order. */
export function listActiveCurrencies(db: Db) {
  return db
    .select({
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      minorUnits: currencies.minorUnits,
    })
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.position), asc(currencies.code));
}

/** The currency of the country with this code, when we list it and the currency is active. */
export function findCountryCurrency(db: Db, countryCode: string) {
  return db
    .select({ code: currencies.code, symbol: currencies.symbol })
    .from(countries)
    .innerJoin(currencies, eq(currencies.code, countries.currencyCode))
    .where(and(eq(countries.code, countryCode), eq(currencies.isActive, true)))
    .limit(1);
}

/** One active currency by code. */
export function findActiveCurrency(db: Db, code: string) {
  return db
    .select({ code: currencies.code, symbol: currencies.symbol })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.isActive, true)))
    .limit(1);
}
