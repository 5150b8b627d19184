import { buyers } from '@reprise/db/schema/identity';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testOutboxMail } from '../test-support/build-test-api';
import {
  createBuyer,
  GOOD_PASSWORD,
  linkIn,
  outboxMessages,
  signInAsApiClient,
} from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from './passwords';

const outbox = testOutboxMail('passwords');
const HOUR = 3_600_000;

describe('password hashing', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword(GOOD_PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(hash, GOOD_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, 'Encore#2027')).toBe(false);
    expect(await verifyPassword(null, GOOD_PASSWORD)).toBe(false);
    expect(await argon2.verify(hash, GOOD_PASSWORD)).toBe(true);
  });

  it('hashes off the event loop: timers keep firing while a hash runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    await Promise.all([hashPassword('A#1bcdefg'), hashPassword('B#2bcdefg')]);
    clearInterval(timer);
    // A blocking hash would hold the loop for its whole run and let at most one tick through.
    expect(ticks).toBeGreaterThan(1);
  });
});

describe('password links', () => {
  let clock = new Date('2026-11-23T10:00:00Z');
  const api = useTestApi({ seed: false }, { mail: outbox, now: () => clock });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers });
  const mailTo = async (email: string) => {
    await api.app.backgroundWork.idle();
    const mails = (await outboxMessages(outbox.outboxDir)).filter((m) =>
      m.raw.includes(`To: ${email}`),
    );
    return mails.at(-1);
  };

  it('forgot password: the same answer for known and unknown emails; only the known one gets mail', async () => {
    await createBuyer(api.db.handle.db, { email: 'known@example.com', password: GOOD_PASSWORD });
    const known = await post('/api/forget-password', { email: 'known@example.com' });
    const unknown = await post('/api/forget-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      data: { result: 'success' },
      message: "If an account exists for that email, we've sent a link to reset your password.",
    });
    // Headers too, but for the date and the per-IP budget counting down.
    const comparable = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !['date', 'ratelimit-remaining', 'ratelimit-reset'].includes(name))
        .map((name) => [name, headers[name]]);
    expect(comparable(known.headers)).toEqual(comparable(unknown.headers));
    expect(await mailTo('known@example.com')).toBeDefined();
    expect(await mailTo('nobody@example.com')).toBeUndefined();
  });

  it('answers before the account is looked up, so its timing cannot tell', async () => {
    // Lock the buyers table: a request that looked the email up before answering would wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = api.db.handle.db.transaction(async (tx) => {
      await tx.execute(sql`lock table buyers in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    try {
      // A liveness guard, not a timing bar: without it a regression would hang the suite.
      const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 10_000));
      const response = await Promise.race([
        post('/api/forget-password', { email: 'known@example.com' }),
        stuck,
      ]);
      expect(response).not.toBe('stuck');
      expect(response !== 'stuck' && response.statusCode).toBe(200);
    } finally {
      release();
      await holder;
      await api.app.backgroundWork.idle();
    }
    expect(await mailTo('known@example.com')).toBeDefined();
  });

  it('a reset link works once, signs in, logs out other devices, and the old password stops working', async () => {
    await createBuyer(api.db.handle.db, { email: 'reset@example.com', password: GOOD_PASSWORD });
    const otherDevice = await signInAsApiClient(api.app, 'reset@example.com', GOOD_PASSWORD);
    await post('/api/forget-password', { email: 'reset@example.com', emailType: 'forgot' });
    const mail = await mailTo('reset@example.com');
    expect(mail?.raw).toMatch(/Subject: Reset your Reprise password/);
    const { url, token } = linkIn(mail!.raw);
    expect(url).toContain('/set-password/');
    expect((await post('/api/reset-password-token-check', { token })).json().data.purpose).toBe(
      'reset',
    );

    const NEW = 'Brand#New9';
    const update = await post('/api/reset-password-update', {
      password: NEW,
      confirmPassword: NEW,
      token,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toEqual({ result: 'success' });

    const again = await post('/api/reset-password-update', {
      password: 'Other#Pass1',
      confirmPassword: 'Other#Pass1',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'This link has expired or was already used. Ask for a new one.',
    });
    expect((await post('/api/reset-password-token-check', { token })).json().code).toBe(
      'TOKEN_INVALID',
    );

    const oldLogin = await post('/api/login', {
      email: 'reset@example.com',
      password: GOOD_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(
      (await post('/api/login', { email: 'reset@example.com', password: NEW })).statusCode,
    ).toBe(200);
    const stale = await post('/api/refresh-token', { refreshToken: otherDevice.refreshToken });
    expect(stale.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('a link expires after 1 hour (clock moved, no sleeping)', async () => {
    await createBuyer(api.db.handle.db, { email: 'late@example.com', password: GOOD_PASSWORD });
    await post('/api/forget-password', { email: 'late@example.com', emailType: 'change' });
    const mail = await mailTo('late@example.com');
    const { url, token } = linkIn(mail!.raw);
    expect(url).toContain('/change-password/');
    const start = clock;
    try {
      clock = new Date(start.getTime() + HOUR - 1000);
      expect((await post('/api/reset-password-token-check', { token })).json().data.purpose).toBe(
        'change',
      );
      clock = new Date(start.getTime() + HOUR);
      expect((await post('/api/reset-password-token-check', { token })).json().code).toBe(
        'TOKEN_INVALID',
      );
      const late = await post('/api/reset-password-update', {
        password: 'Brand#New9',
        confirmPassword: 'Brand#New9',
        token,
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('TOKEN_INVALID');
    } finally {
      clock = start;
    }
  });

  it('answers every password rule message with its field', async () => {
    const cases: [object, string, string][] = [
      [{ confirmPassword: 'x', token: 't' }, 'password', 'Password is required'],
      [{ password: 'short1!A', confirmPassword: 'short1!A', token: 't' }, 'confirmPassword', ''],
      [
        { password: 'alllowercase1!', confirmPassword: 'alllowercase1!', token: 't' },
        'password',
        'Must Contain 8 Characters, at least 1 Uppercase, 1 Lowercase, 1 Number and 1 Special Character',
      ],
      [
        { password: 'Aa1!aaaaaaaaaaaaaaaaaa', confirmPassword: 'x', token: 't' },
        'password',
        'Password must be at most 21 characters',
      ],
      [{ password: GOOD_PASSWORD, token: 't' }, 'confirmPassword', 'Confirm Password is required'],
      [
        { password: GOOD_PASSWORD, confirmPassword: 'Encore#2027', token: 't' },
        'confirmPassword',
        'Passwords must match',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post('/api/reset-password-update', payload);
      if (!message) {
        // A valid pair with a dead token: the rules pass, the token does not.
        expect(response.json().code).toBe('TOKEN_INVALID');
        continue;
      }
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
  });

  it('change password: checks the old one, rotates this session and ends the others', async () => {
    await createBuyer(api.db.handle.db, { email: 'change@example.com', password: GOOD_PASSWORD });
    const here = await signInAsApiClient(api.app, 'change@example.com', GOOD_PASSWORD);
    const there = await signInAsApiClient(api.app, 'change@example.com', GOOD_PASSWORD);
    const auth = { authorization: `Bearer ${here.accessToken}` };
    const missing = await post(
      '/api/change-password',
      { password: 'x', confirmPassword: 'x' },
      auth,
    );
    expect(missing.json()).toMatchObject({
      field: 'oldPassword',
      message: 'Old Password is required',
    });
    const wrong = await post(
      '/api/change-password',
      { oldPassword: 'Wrong#pass1', password: 'Brand#New9', confirmPassword: 'Brand#New9' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'oldPassword',
      message: 'The old password is incorrect.',
    });
    const ok = await post(
      '/api/change-password',
      { oldPassword: GOOD_PASSWORD, password: 'Brand#New9', confirmPassword: 'Brand#New9' },
      auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'access_token')?.value).toBeTruthy();
    const stale = await post('/api/refresh-token', { refreshToken: there.refreshToken });
    expect(stale.json().code).toBe('REFRESH_TOKEN_INVALID');
    const anonymous = await post('/api/change-password', {
      oldPassword: GOOD_PASSWORD,
      password: 'Brand#New9',
      confirmPassword: 'Brand#New9',
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await api.db.handle.db
      .select({ passwordChangedAt: buyers.passwordChangedAt })
      .from(buyers)
      .where(eq(buyers.email, 'change@example.com'));
    expect(row?.passwordChangedAt).not.toBeNull();
  });
});
