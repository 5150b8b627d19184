import { describe, expect, it } from 'vitest';
import {
  isSignedInRequest,
  normaliseQuery,
  type PageRequestLike,
  sharedPageRequest,
  signedInSharedPageRequest,
} from './page-request';

const request = (overrides: Partial<PageRequestLike> = {}): PageRequestLike => ({
  method: 'GET',
  url: '/sports',
  protocol: 'https',
  host: 'reprise.example',
  headers: {},
  ...overrides,
});
const keyOf = (overrides: Partial<PageRequestLike>) => sharedPageRequest(request(overrides))?.key;

describe('which page requests may share a cached page', () => {
  it.each([
    ['access_token=abc'],
    ['refresh_token=abc'],
    ['userObject=%7B%22id%22%3A1%7D'],
    ['currency_to=EUR; access_token=abc'],
    ['a=1;userObject={}'],
  ])('never shares a signed-in request (%s)', (cookie) => {
    expect(isSignedInRequest({ cookie })).toBe(true);
    expect(sharedPageRequest(request({ headers: { cookie } }))).toBeNull();
  });

  it('never shares a request with an Authorization header', () => {
    expect(sharedPageRequest(request({ headers: { authorization: 'Bearer x' } }))).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('never shares a %s', (method) => {
    expect(sharedPageRequest(request({ method }))).toBeNull();
  });

  it('shares anonymous GETs and HEADs under one key', () => {
    expect(keyOf({ method: 'GET' })).toBeDefined();
    expect(keyOf({ method: 'HEAD' })).toBe(keyOf({ method: 'GET' }));
  });

  it('does not mistake a cookie merely named like a session for one', () => {
    expect(isSignedInRequest({ cookie: 'my_access_token=1; userObjectX=2' })).toBe(false);
  });
});

describe('the shared form of a signed-in page request', () => {
  const signedIn = (overrides: Partial<PageRequestLike> = {}) =>
    signedInSharedPageRequest(
      request({ headers: { cookie: 'access_token=a; currency_to=EUR' }, ...overrides }),
    );
  it('is the anonymous page of the same vary cookies: nothing of the session is in it', () => {
    expect(signedIn()).toEqual(
      sharedPageRequest(request({ headers: { cookie: 'currency_to=EUR' } })),
    );
    expect(signedIn()?.cookieHeader).toBe('currency_to=EUR');
  });
  it.each([
    ['a HEAD', { method: 'HEAD' }],
    ['a POST', { method: 'POST' }],
    ['a route’s data', { url: '/sports.data?_routes=root' }],
    [
      'an Authorization header',
      { headers: { cookie: 'access_token=a', authorization: 'Bearer x' } },
    ],
    ['an anonymous request', { headers: { cookie: 'currency_to=EUR' } }],
  ])('is not given for %s', (_what, overrides: Partial<PageRequestLike>) => {
    expect(signedIn(overrides)).toBeNull();
  });
});

describe('the shared page key', () => {
  it('differs by path, country prefix, host and scheme', () => {
    const keys = new Set([
      keyOf({ url: '/sports' }),
      keyOf({ url: '/uk/sports' }),
      keyOf({ url: '/sports/epl' }),
      keyOf({ url: '/sports.data?_routes=routes%2Fcatalog-path' }),
      keyOf({ host: 'other.example' }),
      keyOf({ protocol: 'http' }),
    ]);
    expect(keys.size).toBe(6);
    expect(keyOf({ host: 'Reprise.Example' })).toBe(keyOf({}));
  });

  it.each([
    ['currency_to=EUR', 'currency_to=GBP'],
    ['currency_symbol=%E2%82%AC', 'currency_symbol=%C2%A3'],
    ['user_currency=EUR', ''],
    ['currency_from=USD', 'currency_from=EUR'],
    ['user-consent=accepted', ''],
    ['countryCode=us', 'countryCode=gb'],
    ['locations=51.50,-0.12', 'locations=40.71,-74.00'],
    ['signupFirstOrderClosed=true', ''],
    ['SignupFirstOrderActive=true', ''],
  ])('differs by every cookie a render reads: %s vs %s', (a, b) => {
    expect(keyOf({ headers: { cookie: a } })).not.toBe(keyOf({ headers: { cookie: b } }));
  });

  it('ignores cookies no render reads, and their order', () => {
    const plain = keyOf({ headers: { cookie: 'currency_to=EUR; user-consent=accepted' } });
    expect(
      keyOf({
        headers: { cookie: 'user-consent=accepted; _ga=GA1.2.3; currency_to=EUR; theme=dark' },
      }),
    ).toBe(plain);
  });

  it('reads the first of two same-named cookies, as servers do', () => {
    expect(keyOf({ headers: { cookie: 'currency_to=EUR; currency_to=USD' } })).toBe(
      keyOf({ headers: { cookie: 'currency_to=EUR' } }),
    );
  });

  it('gives the render only the vary cookies and the normalised URL', () => {
    const shared = sharedPageRequest(
      request({
        url: '/see-all?utm_source=mail&query=taylor&fbclid=x1',
        headers: { cookie: 'theme=dark; currency_to=EUR; countryCode=gb; session=1' },
      }),
    );
    expect(shared).toMatchObject({
      pathAndQuery: '/see-all?query=taylor',
      cookieHeader: 'countryCode=gb; currency_to=EUR',
    });
  });
});

describe('the shared page key by language', () => {
  const de = { cookie: 'reprise_lang=de' };
  it('keys the chosen language, and a first visit by its Accept-Language', () => {
    const english = keyOf({});
    expect(keyOf({ headers: de })).not.toBe(english);
    expect(keyOf({ headers: { 'accept-language': 'de-DE,de;q=0.9' } })).toBe(
      keyOf({ headers: de }),
    );
    expect(keyOf({ headers: { 'accept-language': 'fr-FR' } })).not.toBe(keyOf({ headers: de }));
  });

  it('lets the chosen language win over the header, English keyed as no choice', () => {
    expect(keyOf({ headers: { cookie: 'reprise_lang=en', 'accept-language': 'de' } })).toBe(
      keyOf({}),
    );
    expect(keyOf({ headers: { cookie: 'reprise_lang=xx', 'accept-language': 'ja' } })).toBe(
      keyOf({}),
    );
    expect(keyOf({ headers: { ...de, 'accept-language': 'fr' } })).toBe(keyOf({ headers: de }));
  });

  it('gives the render the resolved language as its cookie', () => {
    const shared = sharedPageRequest(request({ headers: { 'accept-language': 'es-ES,es;q=0.9' } }));
    expect(shared?.cookieHeader).toBe('reprise_lang=es');
  });
});

describe('normaliseQuery', () => {
  it('drops tracking parameters and sorts the rest', () => {
    expect(normaliseQuery('?b=2&utm_campaign=onsale&a=1&gclid=zz&a=0')).toBe('?a=0&a=1&b=2');
    expect(normaliseQuery('?fbclid=1&utm_source=x')).toBe('');
    expect(normaliseQuery('')).toBe('');
    expect(normaliseQuery('?')).toBe('');
  });

  it('keeps what pages read, whatever the order', () => {
    expect(normaliseQuery('?query=taylor+swift&page=2')).toBe(
      normaliseQuery('?page=2&query=taylor%20swift'),
    );
  });
});
