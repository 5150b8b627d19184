import type { Db } from '@reprise/db/client';
import { currencies, exchangeRates } from '@reprise/db/schema/money';
import type { CurrencyRate } from '@reprise/domain/money/convert';
import { eq, inArray } from 'drizzle-orm';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../platform/errors/domain-error';

const RATES_TTL_MS = 60_000;
/** Cache tag to invalidate when rates or currencies change. */
export const RATES_TAG = 'exchange-rates';

/** The rates against USD of the given currencies (every active one without `codes`), uncached. */
export async function selectRates(
  db: Db,
  codes?: readonly string[],
): Promise<Map<string, CurrencyRate>> {
  const rows = await db
    .select({
      code: currencies.code,
      minorUnits: currencies.minorUnits,
      unitsPerUsd: exchangeRates.unitsPerUsd,
    })
    .from(currencies)
    .innerJoin(exchangeRates, eq(exchangeRates.currencyCode, currencies.code))
    .where(codes ? inArray(currencies.code, [...new Set(codes)]) : undefined);
  return new Map(rows.map((row) => [row.code, row]));
}

/** Every active currency with its rate against USD, keyed by code (cached for a minute). */
export function loadRates(db: Db, cache: ReadCache): Promise<ReadonlyMap<string, CurrencyRate>> {
  return cache.get('money:rates', { ttlMs: RATES_TTL_MS, tags: [RATES_TAG] }, () =>
    selectRates(db),
  );
}

/** VALIDATION_FAILED naming `field` for the first of `codes` that has no rate in `rates`. */
export function requireRates(
  rates: ReadonlyMap<string, CurrencyRate>,
  codes: readonly (string | null | undefined)[],
  field: string,
): void {
  for (const code of codes) {
    if (code && !rates.has(code)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `${field} ${code} is not a currency we support`,
        field,
      );
    }
  }
}

/** The rates, after checking that each requested currency is one we have a rate for. */
export async function ratesFor(
  db: Db,
  cache: ReadCache,
  requested: Record<string, string | null | undefined>,
): Promise<ReadonlyMap<string, CurrencyRate>> {
  const rates = await loadRates(db, cache);
  for (const [field, code] of Object.entries(requested)) requireRates(rates, [code], field);
  return rates;
}
