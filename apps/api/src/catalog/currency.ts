import type { Db } from '@reprise/db/client';
import type { CurrencyRate } from '@reprise/domain/money/convert';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../errors/domain-error';
import { loadRates } from '../money/rates';

/** The rates, after checking that each requested currency is one we have a rate for. */
export async function ratesFor(
  db: Db,
  cache: ReadCache,
  requested: Record<string, string | null | undefined>,
): Promise<ReadonlyMap<string, CurrencyRate>> {
  const rates = await loadRates(db, cache);
  for (const [field, code] of Object.entries(requested)) {
    if (code && !rates.has(code)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `${field} ${code} is not a currency we support`,
        field,
      );
    }
  }
  return rates;
}
