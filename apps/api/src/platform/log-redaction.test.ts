import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testOutboxMail } from '../test-support/build-test-api';
import {
  cookieHeader,
  GOOD_PASSWORD,
  linkIn,
  outboxMessages,
  setCookies,
} from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';
import { LOG_REDACTION, redactUrl } from './log-redaction';

const outbox = testOutboxMail('logs');
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

describe('redactUrl', () => {
  it('masks link tokens in paths and secret query parameters, and keeps the rest', () => {
    expect(redactUrl('/set-password/abc123?x=1')).toBe('/set-password/[redacted]?x=1');
    expect(redactUrl('/uk/change-password/tok-en_9')).toBe('/uk/change-password/[redacted]');
    expect(redactUrl('/auth/google/callback?code=4%2F0a&state=s1&scope=email')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/x?password=a&confirmPassword=b&oldPassword=c&newPassword=d&q=e')).toBe(
      '/x?password=[redacted]&confirmPassword=[redacted]&oldPassword=[redacted]&newPassword=[redacted]&q=e',
    );
    expect(redactUrl('/api/favorities?buyerUserId=3')).toBe('/api/favorities?buyerUserId=3');
  });
});

describe('no secret in any log line', () => {
  const api = useTestApi(
    { seed: false },
    {
      logger: { level: 'trace', stream: capture, ...LOG_REDACTION },
      mail: outbox,
    },
  );

  it('register, set password, login, refresh, forget-password, reset and logout log none of their secrets', async () => {
    const secrets: string[] = [GOOD_PASSWORD];
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      api.app.inject({ method: 'POST', url, payload, headers });

    await post('/api/buyer-user/register', {
      first_name: 'Logan',
      last_name: 'Quiet',
      email: 'logs@example.com',
    });
    await api.app.backgroundWork.idle();
    const setLink = linkIn((await outboxMessages(outbox.outboxDir))[0]!.raw);
    secrets.push(setLink.url, setLink.token);
    await post('/api/reset-password-token-check', { token: setLink.token });
    const set = await post('/api/reset-password-update', {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      token: setLink.token,
    });
    expect(set.statusCode).toBe(200);

    const login = await post('/api/login', { email: 'logs@example.com', password: GOOD_PASSWORD });
    const tokens = login.json().data as { accessToken: string; refreshToken: string };
    secrets.push(tokens.accessToken, tokens.refreshToken);
    for (const cookie of setCookies(login).values()) secrets.push(cookie.value);

    const refreshed = await post(
      '/api/refresh-token',
      {},
      { cookie: cookieHeader({ refresh_token: tokens.refreshToken }) },
    );
    const rotated = refreshed.json().data as { accessToken: string; refreshToken: string };
    secrets.push(rotated.accessToken, rotated.refreshToken);

    await post('/api/forget-password', { email: 'logs@example.com' });
    await api.app.backgroundWork.idle();
    const resetLink = linkIn((await outboxMessages(outbox.outboxDir)).at(-1)!.raw);
    secrets.push(resetLink.url, resetLink.token);
    const NEW = 'Quiet#Logs7';
    secrets.push(NEW);
    await post('/api/reset-password-update', {
      password: NEW,
      confirmPassword: NEW,
      token: resetLink.token,
    });
    // A failed login with a password typed in the wrong box must not leak either.
    await post('/api/login', { email: 'logs@example.com', password: 'Typo#Secret1' });
    secrets.push('Typo#Secret1');

    const again = await post('/api/login', { email: 'logs@example.com', password: NEW });
    const last = again.json().data as { accessToken: string };
    secrets.push(last.accessToken);
    await post('/api/logout', {}, { authorization: `Bearer ${last.accessToken}` });
    // A request whose URL carries a token (a mistaken client) is logged with it masked.
    await api.app.inject(`/api/set-password/${resetLink.token}?token=${resetLink.token}`);

    expect(lines.length).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes('"mail written to the outbox"'))).toBe(true);
    expect(lines.some((line) => line.includes('/set-password/[redacted]'))).toBe(true);
    for (const secret of secrets) {
      const leaking = lines.filter((line) => line.includes(secret));
      expect(leaking, `a log line holds ${secret.slice(0, 12)}…`).toEqual([]);
    }
    for (const line of lines) {
      expect(line).not.toMatch(/authorization|cookie|Bearer /i);
    }
  });
});
