import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256Jwt } from './hs256-jwt';

const KEY = new TextEncoder().encode('a key of thirty-two bytes or more!!');
const OTHER_KEY = new TextEncoder().encode('another key of thirty-two bytes!!!');
const NOW = new Date('2026-11-27T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);
const EXPECTED = { issuer: 'reprise', audience: 'reprise-api' };

function token(
  options: {
    alg?: string;
    key?: Uint8Array;
    iss?: string;
    aud?: string | string[];
    exp?: number | null;
    header?: Record<string, unknown>;
  } = {},
) {
  const jwt = new SignJWT({ fam: 'f1' })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT', ...options.header })
    .setSubject('7')
    .setIssuer(options.iss ?? 'reprise')
    .setAudience(options.aud ?? 'reprise-api')
    .setIssuedAt(nowSeconds - 60);
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? nowSeconds + 60);
  return jwt.sign(options.key ?? KEY);
}

/** jose's own verdict on the same token and expectations: the rule this module must agree with. */
async function joseAccepts(jwt: string, now?: Date) {
  try {
    await jwtVerify(jwt, KEY, {
      algorithms: ['HS256'],
      issuer: EXPECTED.issuer,
      audience: EXPECTED.audience,
      currentDate: now,
      requiredClaims: now ? ['exp'] : [],
    });
    return true;
  } catch {
    return false;
  }
}

describe('verifyHs256Jwt', () => {
  it.each([
    ['a genuine token', {}, true],
    ['another key', { key: OTHER_KEY }, false],
    ['another algorithm', { alg: 'HS512' }, false],
    ['another issuer', { iss: 'someone-else' }, false],
    ['another audience', { aud: 'reprise-waiting-room-queue' }, false],
    ['an audience list that names ours', { aud: ['x', 'reprise-api'] }, true],
    ['an expired token', { exp: nowSeconds - 1 }, false],
    ['a token expiring this very second', { exp: nowSeconds }, false],
    ['a token without exp when the time is checked', { exp: null }, false],
  ])('%s', async (_name, options, accepted) => {
    const jwt = await token(options);
    const claims = verifyHs256Jwt(jwt, KEY, { ...EXPECTED, now: NOW });
    expect(claims !== null).toBe(accepted);
    expect(await joseAccepts(jwt, NOW)).toBe(accepted);
    if (accepted) expect(claims).toMatchObject({ sub: '7', fam: 'f1' });
  });

  it('without a time, accepts a token that has no exp (queue tokens)', async () => {
    const jwt = await token({ exp: null });
    expect(verifyHs256Jwt(jwt, KEY, EXPECTED)).toMatchObject({ sub: '7' });
    expect(await joseAccepts(jwt)).toBe(true);
  });

  it('checks the issuer only when one is expected (a token type told apart by audience)', async () => {
    const jwt = await token({ iss: 'someone-else' });
    expect(verifyHs256Jwt(jwt, KEY, { audience: 'reprise-api', now: NOW })).toMatchObject({
      sub: '7',
    });
    expect(verifyHs256Jwt(jwt, KEY, { ...EXPECTED, now: NOW })).toBeNull();
    expect(verifyHs256Jwt(jwt, KEY, { audience: 'other', now: NOW })).toBeNull();
  });

  it('refuses a changed payload, a changed or re-spelled signature, and malformed tokens', async () => {
    const jwt = await token();
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const changedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const bad of [
      `${header}.${changedPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      // The same bytes spelled with a character base64url decoding would skip.
      `${header}.${payload}.${signature.slice(0, 5)}!${signature.slice(5)}`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.extra`,
      '',
      'not a token',
    ]) {
      expect(verifyHs256Jwt(bad, KEY, EXPECTED)).toBeNull();
    }
  });

  it('refuses a rightly signed token with a critical header it does not know, as jose does', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${encode({ alg: 'HS256', crit: ['x-ours'], 'x-ours': 1 })}.${encode({ sub: '7', iss: 'reprise', aud: 'reprise-api' })}`;
    const jwt = `${signed}.${createHmac('sha256', KEY).update(signed).digest('base64url')}`;
    expect(verifyHs256Jwt(jwt, KEY, EXPECTED)).toBeNull();
    expect(await joseAccepts(jwt)).toBe(false);
  });

  it('refuses an unsigned token (alg none) even with an empty signature', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '7', iss: 'reprise', aud: 'reprise-api' }),
    ).toString('base64url');
    expect(verifyHs256Jwt(`${header}.${payload}.`, KEY, EXPECTED)).toBeNull();
  });
});
