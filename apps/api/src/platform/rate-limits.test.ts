import { describe, expect, it } from 'vitest';
import { createBuyer, GOOD_PASSWORD } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';
import { BUDGETS } from './rate-limits';

describe('rate limits', () => {
  const api = useTestApi({ seed: false });
  const post = (url: string, payload: object, remoteAddress: string) =>
    api.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('the 11th wrong login in a row on one account from one address gets 429 with Retry-After, even with the right password', async () => {
    await createBuyer(api.db.handle.db, { email: 'target@example.com', password: GOOD_PASSWORD });
    await createBuyer(api.db.handle.db, {
      email: 'bystander@example.com',
      password: GOOD_PASSWORD,
    });
    expect(BUDGETS.loginFailuresPerAccount.max).toBe(10);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await post(
        '/api/login',
        { email: 'target@example.com', password: `Wrong#${attempt}aa` },
        '10.0.0.1',
      );
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await post(
      '/api/login',
      { email: 'TARGET@example.com', password: GOOD_PASSWORD },
      '10.0.0.1',
    );
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      ),
      requestId: expect.any(String),
    });
    const other = await post(
      '/api/login',
      { email: 'bystander@example.com', password: GOOD_PASSWORD },
      '10.0.0.1',
    );
    expect(other.statusCode).toBe(200);
  });

  it('an attacker spending the budget cannot lock the owner out from another address', async () => {
    await createBuyer(api.db.handle.db, { email: 'owner@example.com', password: GOOD_PASSWORD });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const wrong = await post(
        '/api/login',
        { email: 'owner@example.com', password: `Wrong#${attempt}aa` },
        '10.9.0.1',
      );
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(attempt <= 10 ? 401 : 429);
    }
    const owner = await post(
      '/api/login',
      { email: 'owner@example.com', password: GOOD_PASSWORD },
      '10.9.0.2',
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('limits logins per IP', async () => {
    const { max } = BUDGETS.loginPerIp;
    for (let i = 0; i < max; i += 1) {
      const response = await post(
        '/api/login',
        { email: `ip${i}@example.com`, password: 'x' },
        '10.1.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const over = await post(
      '/api/login',
      { email: 'one-more@example.com', password: 'x' },
      '10.1.0.1',
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().code).toBe('RATE_LIMITED');
  });

  it('limits forgot-password per email and per IP, answering 429 in the API format', async () => {
    const perEmail = BUDGETS.forgotPasswordPerEmail.max;
    for (let i = 0; i < perEmail; i += 1) {
      const response = await post(
        '/api/forget-password',
        { email: 'many@example.com' },
        `10.2.0.${i}`,
      );
      expect(response.statusCode).toBe(200);
    }
    const emailOver = await post(
      '/api/forget-password',
      { email: 'Many@example.com' },
      '10.2.0.99',
    );
    expect(emailOver.statusCode).toBe(429);
    expect(emailOver.json().code).toBe('RATE_LIMITED');
    expect(emailOver.headers['retry-after']).toBeDefined();

    const perIp = BUDGETS.forgotPasswordPerIp.max;
    for (let i = 0; i < perIp; i += 1) {
      const response = await post(
        '/api/forget-password',
        { email: `f${i}@example.com` },
        '10.3.0.1',
      );
      expect(response.statusCode).toBe(200);
    }
    const ipOver = await post('/api/forget-password', { email: 'fresh@example.com' }, '10.3.0.1');
    expect(ipOver.statusCode).toBe(429);
    await api.app.backgroundWork.idle();
  });

  it('limits sign-ups per IP', async () => {
    const { max } = BUDGETS.registerPerIp;
    const signUp = (i: number) =>
      post(
        '/api/buyer-user/register',
        { first_name: 'Reg', last_name: 'Ister', email: `reg${i}@example.com` },
        '10.4.0.1',
      );
    for (let i = 0; i < max; i += 1) expect((await signUp(i)).statusCode).toBe(201);
    const over = await signUp(max);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    await api.app.backgroundWork.idle();
  });

  it('limits sign-ups per email, known or not, so nobody can flood an owner with mail', async () => {
    await createBuyer(api.db.handle.db, { email: 'flooded@example.com', password: GOOD_PASSWORD });
    const { max } = BUDGETS.registerPerEmail;
    for (const email of ['flooded@example.com', 'newcomer@example.com']) {
      const signUp = (i: number) =>
        post(
          '/api/buyer-user/register',
          { first_name: 'Reg', last_name: 'Ister', email: i % 2 ? email.toUpperCase() : email },
          `10.5.0.${i + 1}`,
        );
      for (let i = 0; i < max; i += 1) expect((await signUp(i)).statusCode).toBe(201);
      const over = await signUp(max);
      expect(over.statusCode, email).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
    }
    await api.app.backgroundWork.idle();
  });
});
