import { COOKIE_NAMES, DEFAULT_CURRENCY } from '@reprise/domain/constants';
import type { FastifyRequest } from 'fastify';

/** The charge currency: the request's `currency`, else the display-currency cookies, else GBP. */
export function chargeCurrency(request: FastifyRequest, requested?: string): string {
  const cookie =
    request.cookies[COOKIE_NAMES.userCurrency] ?? request.cookies[COOKIE_NAMES.currencyTo];
  const fromCookie = cookie && /^[A-Za-z]{3}$/.test(cookie) ? cookie.toUpperCase() : undefined;
  return requested ?? fromCookie ?? DEFAULT_CURRENCY;
}
