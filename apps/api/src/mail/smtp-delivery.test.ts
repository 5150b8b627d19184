import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, linkIn } from '../test-support/sessions';
import { startSmtpPeer } from '../test-support/smtp-peer';
import { useTestApi } from '../test-support/use-test-api';

describe('mail over SMTP (a real smtp-server peer)', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  // Registered before useTestApi's hook, so the API is built once the peer listens.
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer?.close());
  const api = useTestApi({ seed: false }, () => ({
    mail: {
      smtpUrl: peer.url,
      outboxDir: '/nonexistent',
      from: 'Reprise <no-reply@reprise.local>',
    },
  }));
  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
  const setPassword = (token: string, password: string) =>
    post('/api/reset-password-update', { password, confirmPassword: password, token });
  const signInStatus = async (password: string) =>
    (await post('/api/login', { email: 'mia@example.com', password })).statusCode;

  it('delivers the set-password mail on sign-up and the reset mail on forgot-password; their links work', async () => {
    const register = await post('/api/buyer-user/register', {
      first_name: 'Mia',
      last_name: 'Mailer',
      email: 'mia@example.com',
    });
    expect(register.statusCode).toBe(201);
    await api.app.backgroundWork.idle();
    const [welcome] = peer.to('mia@example.com');
    expect(welcome?.from).toBe('no-reply@reprise.local');
    expect(welcome?.raw).toMatch(/Subject: Welcome to Reprise: set your password/);
    const setLink = linkIn(welcome!.raw);
    expect(setLink.url).toBe(`http://localhost:3000/set-password/${setLink.token}`);
    expect((await setPassword(setLink.token, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await signInStatus(GOOD_PASSWORD)).toBe(200);

    await post('/api/forget-password', { email: 'mia@example.com' });
    await api.app.backgroundWork.idle();
    const reset = peer.to('mia@example.com').at(-1)!;
    expect(reset.raw).toMatch(/Subject: Reset your Reprise password/);
    expect(reset.raw).toMatch(/expires in 1 hour/);
    const resetLink = linkIn(reset.raw);
    expect(resetLink.token).not.toBe(setLink.token);
    const NEW = 'Fresh#Start8';
    expect((await setPassword(resetLink.token, NEW)).statusCode).toBe(200);
    expect(await signInStatus(GOOD_PASSWORD)).toBe(401);
    expect(await signInStatus(NEW)).toBe(200);
  });

  it('sends nothing for an unknown email', async () => {
    const before = peer.received.length;
    await post('/api/forget-password', { email: 'stranger@example.com' });
    await api.app.backgroundWork.idle();
    expect(peer.received.length).toBe(before);
  });
});
