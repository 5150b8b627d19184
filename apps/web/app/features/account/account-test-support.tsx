// Test support for the account features: a page inside a stub root route whose loader serves the
// signed-in user (mutable, as the cookie would be), the account dialogs mounted as in root.tsx,
// and a fake API behind the client's fetch that records every call with its JSON body.

import { COOKIE_NAMES } from '@reprise/domain/constants';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, Outlet, useLoaderData } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { clearBrowserCookies, writeCookie } from '../../lib/cookies/browser-cookies';
import { noteRenderedUser, sessionUserChanged } from '../../lib/session/session-change';
import type { SessionUser } from '../../lib/session/session-user';
import { AuthDialogHost } from './auth-dialog-host';
// Loaded up front: the app loads these on first use, and a busy test machine must not turn that
// first load into a test timeout.
import './auth-dialog-switch';
import '@reprise/domain/identity/phone-number';
import { closeAuthDialog } from './auth-dialog-store';
import { resetProvidersForTests } from './social-buttons';

export interface FakeCall {
  path: string;
  method: string;
  body: Record<string, unknown> | null;
}

type Answer = [status: number, body: unknown];
type Handler = (body: Record<string, unknown> | null, path: string) => Answer | Promise<Answer>;

/** Stubs fetch with per-path handlers (query ignored); unknown paths answer 404. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const bare = path.split('?', 1)[0]!;
    calls.push({ path, method: init.method ?? 'GET', body });
    const handler = handlers[bare];
    const [status, answer] = handler
      ? await handler(body, path)
      : [404, { code: 'NOT_FOUND', message: 'Not found' }];
    return new Response(JSON.stringify(answer), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (path: string) => calls.filter((c) => c.path.startsWith(path)),
  };
}

/** The buyer the account tests sign in as. */
export const ADA = { id: 5, first_name: 'Ada', last_name: 'Byron' };

/** A /api/google-signup handler that signs ADA in and sends the browser on to `returnTo`. */
export function googleSignUpAsAda(isNewUser: boolean, returnTo: string): Handler {
  return () => {
    session.user = ADA;
    const userDataObject = { ...ADA, email: 'a@x.io', created_at: 'x', isNewUser };
    return [200, { data: { userDataObject, returnTo } }];
  };
}

/** /api/auth/providers when no social sign-in is configured. */
export const noSocialProviders: Handler = () => [200, { data: { google: false, facebook: false } }];

/** The Sign in dialog's calls when ADA signs in: the providers, and a login that succeeds. */
export const signInAsAda: Record<string, Handler> = {
  '/api/auth/providers': noSocialProviders,
  '/api/login': () => {
    session.user = ADA;
    return [200, { data: { id: 5, accessToken: null, refreshToken: null } }];
  },
};

/** The /api/login answer to a wrong email or password. */
export const WRONG_CREDENTIALS: Answer = [
  401,
  { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' },
];

/** Signs in as ada@example.com with `password` through the open Sign in `dialog`. */
export function submitSignIn(dialog: HTMLElement, password: string) {
  typeInto(dialog, 'Email', 'ada@example.com');
  typeInto(dialog, 'Password', password);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

let signedIn: SessionUser | null = null;

/**
 * The signed-in user, as the API's userObject cookie says: setting it writes the cookie (what a
 * sign-in answer does) and the stub root loader serves it.
 */
export const session = {
  get user(): SessionUser | null {
    return signedIn;
  },
  set user(user: SessionUser | null) {
    signedIn = user;
    writeCookie(COOKIE_NAMES.userObject, user ? JSON.stringify(user) : '', {
      path: '/',
      ...(user ? {} : { maxAgeSeconds: 0 }),
    });
  },
};

function StubRoot() {
  const { user } = useLoaderData() as { user: SessionUser | null };
  noteRenderedUser(user);
  return (
    <>
      <Outlet />
      <AuthDialogHost />
    </>
  );
}

/** Renders `page` at `path` under a stub root (id 'root', loader { user }) with the dialogs. */
export function renderWithAccount(page: ReactNode, { path = '/' } = {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: session.user }),
      // As root.tsx: the root data reloads when the session's user changed, and only then.
      shouldRevalidate: sessionUserChanged,
      HydrateFallback: () => null,
      Component: StubRoot,
      children: [
        { index: true, Component: () => <>{page}</> },
        { path: '*', Component: () => <>{page}</> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** Sets the viewport width (happy-dom evaluates media queries against it). */
export function setViewportWidth(width: number) {
  act(() => {
    (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width, height: 800 });
  });
}

/** Between tests: no dialog open, providers asked again, a desktop viewport. */
export function resetAccountState() {
  act(() => closeAuthDialog());
  resetProvidersForTests();
  session.user = null;
  setViewportWidth(1024);
}

/**
 * Registers, for the enclosing describe block (or the file), the clean-up after each test that
 * renders with the account: real timers, the tree unmounted, the account state reset, no cookie
 * and no web storage left, spies restored and the real fetch back.
 */
export function cleanUpAfterEachAccountTest() {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    resetAccountState();
    clearBrowserCookies();
    sessionStorage.clear();
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** A deferred answer, to hold a call in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Types into the field labelled `label` inside `scope` and leaves it (its rule runs on blur). */
export function typeInto(scope: HTMLElement, label: string, value: string): HTMLInputElement {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** The field messages shown inside `scope`, in order. */
export function fieldMessages(scope: HTMLElement): (string | null)[] {
  return within(scope)
    .queryAllByText(/./, { selector: 'p.text-red-700' })
    .map((p) => p.textContent);
}

/**
 * Waits for the form's failure `message` in `scope` (its alert), then checks the `submit` button
 * is enabled again for another try.
 */
export async function expectFailureThenRetry(scope: HTMLElement, message: string, submit: string) {
  await vi.waitFor(() => expect(within(scope).getByRole('alert').textContent).toBe(message));
  const button = within(scope).getByRole('button', { name: submit }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
}
