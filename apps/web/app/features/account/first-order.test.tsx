import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from '@reprise/domain/constants';
import { ACCOUNT_MESSAGES } from '@reprise/domain/identity/account-fields';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearBrowserCookies, readCookie, writeCookie } from '../../lib/cookies/browser-cookies';
import { ConsentBanner } from '../consent/consent-banner';
import {
  cleanUpAfterEachAccountTest,
  fakeApi,
  fieldMessages,
  renderWithAccount,
  resetAccountState,
  session,
  typeInto,
} from './account-test-support';
import { FirstOrderTrigger } from './first-order-trigger';

function Shell() {
  return (
    <>
      <ConsentBanner initiallyVisible countryCode={null} />
      <main>
        <h1>Page</h1>
      </main>
      <FirstOrderTrigger />
    </>
  );
}

const TITLE = 'Get 10% off your first order';

async function answerConsent(path: string, answer: 'Accept' | 'Decline' = 'Accept') {
  renderWithAccount(<Shell />, { path });
  fireEvent.click(await screen.findByRole('button', { name: answer }));
}

describe('cookie consent and the first-order pop-up', () => {
  cleanUpAfterEachAccountTest();

  it('Accept and Decline store the answer with /api/setCookies and keep the token', async () => {
    const api = fakeApi({ '/api/setCookies': () => [200, { data: { token: 'tok-1' } }] });
    await answerConsent('/sports', 'Decline');
    await vi.waitFor(() =>
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cookieToken)).toBe('tok-1'),
    );
    expect(api.callsTo('/api/setCookies')[0]!.body).toEqual({ cookiesStatus: 'declined' });
    expect(readCookie(COOKIE_NAMES.userConsent)).toBe('declined');
  });

  it('the answer opens the pop-up on home and country home, not elsewhere', async () => {
    fakeApi({ '/api/setCookies': () => [200, { data: { token: 't' } }] });
    await answerConsent('/');
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy();
    cleanup();
    resetAccountState();
    clearBrowserCookies();
    localStorage.clear();
    await answerConsent('/uk', 'Decline');
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy();
    cleanup();
    resetAccountState();
    clearBrowserCookies();
    localStorage.clear();
    await answerConsent('/sports');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open once closed, with a consent token, or for a signed-in buyer', async () => {
    fakeApi({ '/api/setCookies': () => [200, { data: { token: 't' } }] });
    writeCookie(COOKIE_NAMES.signupFirstOrderClosed, 'true');
    await answerConsent('/');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    clearBrowserCookies();
    localStorage.setItem(LOCAL_STORAGE_KEYS.cookieToken, 'earlier');
    await answerConsent('/');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    localStorage.clear();
    session.user = { id: 1, first_name: 'A', last_name: 'B' };
    await answerConsent('/');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a static backdrop, and closing it sets the closed cookie', async () => {
    fakeApi({ '/api/setCookies': () => [200, { data: { token: 't' } }] });
    await answerConsent('/');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    // A press outside the panel (on the overlay) leaves it open.
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: TITLE })).toBe(dialog);
    expect(readCookie(COOKIE_NAMES.signupFirstOrderClosed)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readCookie(COOKIE_NAMES.signupFirstOrderClosed)).toBe('true');
  });

  it('says each message of the first-order form', async () => {
    fakeApi({ '/api/setCookies': () => [200, { data: { token: 't' } }] });
    await answerConsent('/');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up and save 10%' }));
    expect(fieldMessages(dialog)).toEqual(['*Required', '*Required', '*Required']);
    // What is typed in turn, and the messages the three fields say then.
    const rounds: [typed: [field: string, text: string][], messages: string[]][] = [
      [
        // An email input drops leading spaces itself; the rule still says 'Invalid email' for a bad one.
        [
          ['First name', ' Ada'],
          ['Last name', ' Byron'],
          ['Email', 'ada@'],
        ],
        [
          ACCOUNT_MESSAGES.firstOrderFirstNameSpace,
          ACCOUNT_MESSAGES.firstOrderLastNameSpace,
          'Invalid email',
        ],
      ],
      [
        [
          ['First name', 'Ada$'],
          ['Email', 'ada@@example.com'],
        ],
        [
          ACCOUNT_MESSAGES.firstNameSpecial,
          ACCOUNT_MESSAGES.firstOrderLastNameSpace,
          'Invalid email',
        ],
      ],
    ];
    for (const [typed, messages] of rounds) {
      for (const [field, text] of typed) typeInto(dialog, field, text);
      expect(fieldMessages(dialog)).toEqual(messages);
    }
  });

  it('signs up with the first-order flag, sets the cookie flag and shows account-created', async () => {
    const api = fakeApi({
      '/api/setCookies': () => [200, { data: { token: 't' } }],
      '/api/buyer-user/register': () => [201, { data: { result: 'success' }, message: 'ok' }],
    });
    await answerConsent('/');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    typeInto(dialog, 'First name', 'Ada');
    typeInto(dialog, 'Last name', 'Byron');
    typeInto(dialog, 'Email', 'ada@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up and save 10%' }));
    const created = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(created.textContent).toContain('10% discount');
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(readCookie(COOKIE_NAMES.signupFirstOrderActive)).toBe('true');
    expect(readCookie(COOKIE_NAMES.signupFirstOrderClosed)).toBeNull();
    expect(api.callsTo('/api/buyer-user/register')[0]!.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@example.com',
      SignupFirstOrder: true,
    });
  });
});
