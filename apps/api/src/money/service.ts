import type { Db } from '@reprise/db/client';
import {
  CURRENCY_LIST_DEFAULT_ACTIVE,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_SYMBOL,
} from '@reprise/domain/constants';
import { canonicalCountryCode, NO_COUNTRY } from '@reprise/domain/country';
import { convertMinor, minorToMajor } from '@reprise/domain/money/convert';
import type { CurrencyEntry } from '@reprise/domain/schemas/money';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../platform/errors/domain-error';
import { findActiveCurrency, findCountryCurrency, listActiveCurrencies } from './queries';
import { loadRates, RATES_TAG } from './rates';

const CURRENCY_TTL_MS = 10 * 60_000;
const currencyCache = { ttlMs: CURRENCY_TTL_MS, tags: [RATES_TAG] };

// Euro countries we do not list one by one still get euros rather than the GBP fallback.
const EUROZONE: ReadonlySet<string> = new Set(
  'at be cy de ee es fi fr gr hr ie it lt lu lv mt nl pt si sk ad mc me sm va xk'.split(' '),
);

/** The display currency list (code, content = symbol, name); USD is the entry marked active. */
export function getCurrencyList(db: Db, cache: ReadCache): Promise<CurrencyEntry[]> {
  return cache.get('money:currency-list', currencyCache, async () =>
    (await listActiveCurrencies(db)).map((c) => ({
      code: c.code,
      content: c.symbol,
      name: c.name,
      active: c.code === CURRENCY_LIST_DEFAULT_ACTIVE,
      minor_units: c.minorUnits,
    })),
  );
}

/**
 * The getCurrencyData call: the default display currency for a country (GBP for uk, USD for us, AUD,
 * NZD, EUR for the euro area), falling back to GBP (£) for unknown countries and noc alike.
 */
export function getCurrencyData(
  db: Db,
  cache: ReadCache,
  countryCode: string | undefined,
): Promise<{ defaultcurrency: string; symbol: string }> {
  const code = canonicalCountryCode(countryCode);
  return cache.get(`money:currency-data:${code}`, currencyCache, async () => {
    const fallback = { defaultcurrency: DEFAULT_CURRENCY, symbol: DEFAULT_CURRENCY_SYMBOL };
    if (code === NO_COUNTRY) return fallback;
    const [listed] = await findCountryCurrency(db, code);
    if (listed) return { defaultcurrency: listed.code, symbol: listed.symbol };
    if (EUROZONE.has(code)) {
      const [euro] = await findActiveCurrency(db, 'EUR');
      if (euro) return { defaultcurrency: euro.code, symbol: euro.symbol };
    }
    return fallback;
  });
}

/** Converts minor units between two active currencies at the stored rates. */
export async function convertAmount(
  db: Db,
  cache: ReadCache,
  amount: number,
  fromCode: string,
  toCode: string,
) {
  const rates = await loadRates(db, cache);
  const from = rates.get(fromCode);
  const to = rates.get(toCode);
  if (!from) {
    throw new DomainError('VALIDATION_FAILED', `from: unknown currency ${fromCode}`, 'from');
  }
  if (!to) throw new DomainError('VALIDATION_FAILED', `to: unknown currency ${toCode}`, 'to');
  const result = convertMinor(amount, from, to);
  return {
    amount,
    from: from.code,
    to: to.code,
    result,
    result_major: minorToMajor(result, to.minorUnits),
  };
}
