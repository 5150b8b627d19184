import { afterEach, describe, expect, it } from 'vitest';
import { clearBrowserCookies, readCookie, writeCookie } from './browser-cookies';
import { parseCookies, SETTINGS_COOKIE, serializeCookie } from './cookie-codec';
import { requestCookie } from './request-cookies';

describe('cookie codec', () => {
  it('parses names and decoded values, first of a repeated name wins', () => {
    expect(parseCookies('a=1; currency_symbol=%C2%A3; a=2; broken; q="x y"')).toEqual({
      a: '1',
      currency_symbol: '£',
      q: 'x y',
    });
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('serializes settings cookies with path, one-year lifetime and SameSite=Lax', () => {
    expect(serializeCookie('currency_symbol', '€', SETTINGS_COOKIE)).toBe(
      'currency_symbol=%E2%82%AC; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('reads a cookie from a request', () => {
    // happy-dom's Request drops the Cookie header (forbidden in browsers); the server's keeps it.
    const request = { headers: new Map([['cookie', 'countryCode=us; x=1']]) };
    expect(requestCookie(request, 'countryCode')).toBe('us');
    expect(requestCookie(request, 'missing')).toBeNull();
  });
});

describe('browser cookies', () => {
  afterEach(clearBrowserCookies);

  it('writes and reads back through document.cookie', () => {
    writeCookie('currency_symbol', '£');
    expect(readCookie('currency_symbol')).toBe('£');
    expect(readCookie('nothing')).toBeNull();
  });
});
