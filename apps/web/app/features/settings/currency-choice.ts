import { COOKIE_NAMES, DEFAULT_CURRENCY, DEFAULT_CURRENCY_SYMBOL } from '@reprise/domain/constants';
import type { currencyListResponseSchema } from '@reprise/domain/schemas/money';
import type { z } from 'zod';
import { browserApi } from '../../lib/api-client';
import { readCookie, writeCookie } from '../../lib/cookies/browser-cookies';

/** GET /api/getCurrencyList answer. */
export type CurrencyListResponse = z.infer<typeof currencyListResponseSchema>;
/** One entry of the currency list. */
export type CurrencyOption = CurrencyListResponse['data'][number];

/** The currencies a buyer can pick (browser only). */
export async function fetchCurrencyList(): Promise<CurrencyOption[]> {
  const { data } = await browserApi().get<CurrencyListResponse>('/api/getCurrencyList');
  return data;
}

/** The display currency in this browser: the `currency_to` cookie, else GBP £. */
export function currentCurrency(): { code: string; symbol: string } {
  const code = readCookie(COOKIE_NAMES.currencyTo);
  if (!code) return { code: DEFAULT_CURRENCY, symbol: DEFAULT_CURRENCY_SYMBOL };
  return { code, symbol: readCookie(COOKIE_NAMES.currencySymbol) ?? '' };
}

/**
 * Stores a currency the buyer chose: the display currency, its symbol and `user_currency`, which
 * marks the choice as the buyer's own (the location flow never overrides it).
 */
export function storeCurrencyChoice(option: Pick<CurrencyOption, 'code' | 'content'>) {
  writeCookie(COOKIE_NAMES.currencyTo, option.code);
  writeCookie(COOKIE_NAMES.currencySymbol, option.content);
  writeCookie(COOKIE_NAMES.userCurrency, option.code);
}
