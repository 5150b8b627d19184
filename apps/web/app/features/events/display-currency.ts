import { COOKIE_NAMES, CURRENCY_CODES, DEFAULT_CURRENCY } from '@reprise/domain/constants';
import { requestCookie } from '../../lib/cookies/request-cookies';

/** The display currency of a request: the currency_to cookie when it is one we offer, else GBP. */
export function displayCurrency(request: Request): string {
  const code = requestCookie(request, COOKIE_NAMES.currencyTo)?.trim().toUpperCase();
  return code && (CURRENCY_CODES as readonly string[]).includes(code) ? code : DEFAULT_CURRENCY;
}
