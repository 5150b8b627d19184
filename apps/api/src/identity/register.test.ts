import { buyers, firstOrderOffers } from '@reprise/db/schema/identity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testOutboxMail } from '../test-support/build-test-api';
import { decodeQuotedPrintable, outboxMessages } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';

const outbox = testOutboxMail('register');

describe('POST /api/buyer-user/register and the sign-up form messages', () => {
  const clock = new Date('2026-11-23T09:00:00Z');
  const api = useTestApi({ seed: false }, { mail: outbox, now: () => clock });
  const register = (payload: object, contentType?: 'form') =>
    api.app.inject({
      method: 'POST',
      url: '/api/buyer-user/register',
      ...(contentType === 'form'
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(payload as Record<string, string>).toString(),
          }
        : { payload }),
    });
  const valid = { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' };

  it('creates the account with the sign-up payload (form data too) and records the first-order offer', async () => {
    const response = await register(
      {
        ...valid,
        phone_number: '020 7946 0018',
        phonecode: '44',
        location: '{"city":"London"}',
        ipAddress: '203.0.113.9',
        SignupFirstOrder: 'true',
      },
      'form',
    );
    expect(response.statusCode).toBe(201);
    await api.app.backgroundWork.idle();
    const [buyer] = await api.db.handle.db
      .select()
      .from(buyers)
      .where(eq(buyers.email, 'ana@example.com'));
    const [offer] = await api.db.handle.db
      .select()
      .from(firstOrderOffers)
      .where(eq(firstOrderOffers.buyerId, buyer!.id));
    expect(offer?.discountPercent).toBe(10);
    expect(offer?.expiresAt.getTime() - clock.getTime()).toBe(90 * 86_400_000);
  });

  it('answers a known email exactly as a new one, and mails its owner instead of a second account', async () => {
    const fresh = await register({ ...valid, email: 'bea@example.com', first_name: 'Bea' });
    const known = await register({ ...valid, email: 'ANA@example.com', first_name: 'Mallory' });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.statusCode).toBe(201);
    expect(known.body).toBe(fresh.body);
    await api.app.backgroundWork.idle();
    const owners = await api.db.handle.db
      .select()
      .from(buyers)
      .where(eq(buyers.email, 'ana@example.com'));
    expect(owners.map((b) => b.firstName)).toEqual(['Ana']);
    const toOwner = (await outboxMessages(outbox.outboxDir)).filter((m) =>
      m.raw.includes('To: ana@example.com'),
    );
    const attempt = toOwner.at(-1)!;
    expect(decodeQuotedPrintable(attempt.raw)).toMatch(/tried to sign up/);
    expect(decodeQuotedPrintable(attempt.raw)).not.toContain('/set-password/');
  });

  it('answers each form message verbatim with its field', async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, first_name: undefined }, 'first_name', 'First name is required'],
      [{ ...valid, first_name: '   ' }, 'first_name', 'First name is required'],
      [{ ...valid, last_name: '' }, 'last_name', 'Last name is required'],
      [{ ...valid, email: '' }, 'email', 'Email is required'],
      [{ ...valid, email: 'not-an-email' }, 'email', 'Must be a valid email'],
      [
        { ...valid, email: `${'a'.repeat(250)}@example.com` },
        'email',
        'Email must be at most 255 characters',
      ],
      [{ ...valid, phone_number: '123', phonecode: '44' }, 'phone_number', 'Too short'],
      [{ ...valid, phone_number: '0207946001899999', phonecode: '44' }, 'phone_number', 'Too long'],
      [
        { ...valid, phone_number: '02079460018', phonecode: '999' },
        'phonecode',
        'Invalid country code',
      ],
      [
        { ...valid, phone_number: '1111111111', phonecode: '44' },
        'phone_number',
        'Invalid Phone Number',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await register(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
  });

  it('answers the login form messages', async () => {
    const login = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/login', payload });
    expect((await login({ password: 'x' })).json()).toMatchObject({
      field: 'email',
      message: 'Email is required',
    });
    expect((await login({ email: 'ana@example.com' })).json()).toMatchObject({
      field: 'password',
      message: 'Password is required',
    });
    const forgot = await api.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: 'nope' },
    });
    expect(forgot.json()).toMatchObject({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    const forgotEmpty = await api.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: {},
    });
    expect(forgotEmpty.json()).toMatchObject({ field: 'email', message: 'Email is required' });
  });

  it('never answers a 5xx to hostile input', async () => {
    for (const payload of [
      { first_name: 42, last_name: [], email: {} },
      { ...valid, email: 'x@example.com', location: 'x'.repeat(5000) },
      { ...valid, email: 'y@example.com', first_name: 'Nul\u0000Byte' },
      { ...valid, email: 'z@example.com', SignupFirstOrder: 'maybe' },
    ]) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
