import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, type SessionKeeping } from './api-client';
import { createSessionRefresher, REFRESH_PATH } from './session/session-refresh';

// A fake API behind our own client: each path answers from a queue of (status, body) pairs, and
// every call is recorded, so the tests see exactly what the client sent and in what order.
function fakeApi(routes: Record<string, [number, unknown][]>) {
  const calls: string[] = [];
  const apiFetch = vi.fn(async (path: string, _init?: RequestInit) => {
    calls.push(path);
    const queue = routes[path.split('?')[0]!];
    const next = queue && queue.length > 1 ? queue.shift()! : queue?.[0];
    if (!next) throw new TypeError('network down');
    return new Response(JSON.stringify(next[1]), { status: next[0] });
  });
  return { apiFetch, calls };
}

function keeping(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
  signedIn = true,
) {
  const onSessionLost = vi.fn();
  const session: SessionKeeping = {
    hasSession: () => signedIn,
    refresh: createSessionRefresher(apiFetch),
    onSessionLost,
  };
  return { session, onSessionLost };
}

const expired = [401, { code: 'UNAUTHENTICATED', message: 'Sign in again.' }] as [number, unknown];
const ok = (data: unknown) => [200, { data }] as [number, unknown];

describe('API client session refresh', () => {
  it('refreshes once on a 401 and retries the call once', async () => {
    const { apiFetch, calls } = fakeApi({
      '/api/favorities/ids': [expired, ok([7])],
      [REFRESH_PATH]: [ok({ accessToken: null })],
    });
    const { session, onSessionLost } = keeping(apiFetch);
    const answer = await createApiClient(apiFetch, session).get<{ data: number[] }>(
      '/api/favorities/ids',
    );
    expect(answer.data).toEqual([7]);
    expect(calls).toEqual(['/api/favorities/ids', REFRESH_PATH, '/api/favorities/ids']);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('also refreshes on a 400 with code UNAUTHENTICATED, and resends the same body', async () => {
    const { apiFetch, calls } = fakeApi({
      '/api/favorities/save': [
        [400, { code: 'UNAUTHENTICATED', message: 'x' }],
        ok({ favorite: true }),
      ],
      [REFRESH_PATH]: [ok({})],
    });
    const { session } = keeping(apiFetch);
    await createApiClient(apiFetch, session).post('/api/favorities/save', { eventId: 3 });
    expect(calls).toEqual(['/api/favorities/save', REFRESH_PATH, '/api/favorities/save']);
    const bodies = apiFetch.mock.calls
      .filter(([path]) => path === '/api/favorities/save')
      .map(([, init]) => (init as RequestInit).body);
    expect(bodies).toEqual(['{"eventId":3}', '{"eventId":3}']);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { apiFetch, calls } = fakeApi({
      '/api/buyer-user': [expired],
      [REFRESH_PATH]: [ok({})],
    });
    const { session } = keeping(apiFetch);
    await expect(createApiClient(apiFetch, session).get('/api/buyer-user')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(calls).toEqual(['/api/buyer-user', REFRESH_PATH, '/api/buyer-user']);
  });

  it('ends the session when the refresh fails, and does not retry', async () => {
    const { apiFetch, calls } = fakeApi({
      '/api/buyer-user': [expired],
      [REFRESH_PATH]: [[401, { code: 'REFRESH_TOKEN_INVALID', message: 'no' }]],
    });
    const { session, onSessionLost } = keeping(apiFetch);
    await expect(createApiClient(apiFetch, session).get('/api/buyer-user')).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(calls).toEqual(['/api/buyer-user', REFRESH_PATH]);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the answer says there is no refresh token', async () => {
    const { apiFetch, calls } = fakeApi({
      '/api/buyer-user': [[401, { code: 'NO_REFRESH_TOKEN', message: 'no' }]],
    });
    const { session, onSessionLost } = keeping(apiFetch);
    await expect(createApiClient(apiFetch, session).get('/api/buyer-user')).rejects.toMatchObject({
      code: 'NO_REFRESH_TOKEN',
    });
    expect(calls).toEqual(['/api/buyer-user']);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('never refreshes for a wrong password at sign-in, nor without a session, nor on other errors', async () => {
    const { apiFetch, calls } = fakeApi({
      '/api/login': [
        [401, { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' }],
      ],
      '/api/buyer-user': [expired],
      '/api/favorities/save': [[400, { code: 'VALIDATION_FAILED', message: 'bad' }]],
    });
    const signedIn = keeping(apiFetch).session;
    await expect(
      createApiClient(apiFetch, signedIn).post('/api/login', { email: 'a@b.co', password: 'x' }),
    ).rejects.toMatchObject({ serverMessage: 'The email or password is incorrect.' });
    await expect(
      createApiClient(apiFetch, signedIn).post('/api/favorities/save', {}),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      createApiClient(apiFetch, keeping(apiFetch, false).session).get('/api/buyer-user'),
    ).rejects.toMatchObject({ status: 401 });
    await expect(createApiClient(apiFetch).get('/api/buyer-user')).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).not.toContain(REFRESH_PATH);
  });

  it('shares one refresh among calls that fail together (a rotated token is never sent twice)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { apiFetch: inner, calls } = fakeApi({
      '/api/a': [expired, ok('a')],
      '/api/b': [expired, ok('b')],
      [REFRESH_PATH]: [ok({})],
    });
    const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === REFRESH_PATH) await gate;
      return inner(path, init);
    });
    const { session } = keeping(apiFetch);
    const client = createApiClient(apiFetch, session);
    const both = Promise.all([client.get('/api/a'), client.get('/api/b')]);
    await vi.waitFor(() => expect(calls.filter((c) => c !== REFRESH_PATH)).toHaveLength(2));
    release();
    expect(await both).toEqual([{ data: 'a' }, { data: 'b' }]);
    expect(calls.filter((c) => c === REFRESH_PATH)).toHaveLength(1);
  });

  it('keeps the server message apart from its own fallback text', async () => {
    const { apiFetch } = fakeApi({ '/api/x': [[500, {}]] });
    const error = await createApiClient(apiFetch)
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).serverMessage).toBeUndefined();
  });
});
