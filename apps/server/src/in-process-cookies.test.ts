import { describe, expect, it } from 'vitest';
import { InProcessCookieJar } from './in-process-cookies';

describe('InProcessCookieJar', () => {
  it('starts from the request’s Cookie header, first of two names winning', () => {
    const jar = new InProcessCookieJar('a=1; b=x=y; a=2; junk; =nameless');
    expect(jar.header()).toBe('a=1; b=x=y');
  });

  it('has no header when there is no cookie', () => {
    expect(new InProcessCookieJar(undefined).header()).toBeUndefined();
  });

  it('adds, replaces and clears cookies as Set-Cookie says, and keeps every line in order', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    const jar = new InProcessCookieJar('keep=1; gone=1; old=1; replaced=1');
    const lines = [
      'replaced=2; Path=/; HttpOnly',
      'gone=; Path=/; Max-Age=0',
      'old=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'fresh=3; Path=/; Max-Age=60; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ];
    jar.record(lines, now);
    expect(jar.header()).toBe('keep=1; replaced=2; fresh=3');
    expect(jar.setCookies()).toEqual(lines);
  });

  it('forwards the __Host- session cookies of an HTTPS site like any other', () => {
    const jar = new InProcessCookieJar('__Host-refresh_token=old; countryCode=us');
    jar.record([
      '__Host-access_token=new-access; Max-Age=900; Path=/; HttpOnly; Secure; SameSite=Lax',
      '__Host-refresh_token=new-refresh; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
    expect(jar.header()).toBe(
      '__Host-refresh_token=new-refresh; countryCode=us; __Host-access_token=new-access',
    );
  });
});
