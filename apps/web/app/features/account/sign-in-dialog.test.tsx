import { ACCOUNT_MESSAGES } from '@reprise/domain/identity/account-fields';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUpAfterEachAccountTest,
  deferred,
  expectFailureThenRetry,
  fakeApi,
  noSocialProviders,
  renderWithAccount,
  signInAsAda,
  submitSignIn,
  typeInto,
  WRONG_CREDENTIALS,
} from './account-test-support';
import { openAuthDialog } from './auth-dialog-store';

function Opener() {
  return (
    <main>
      <button type="button" onClick={() => openAuthDialog({ kind: 'signIn' })}>
        Open sign in
      </button>
    </main>
  );
}

async function openSignIn() {
  renderWithAccount(<Opener />);
  const opener = await screen.findByRole('button', { name: 'Open sign in' });
  opener.focus();
  fireEvent.click(opener);
  return { dialog: await screen.findByRole('dialog', { name: 'Sign in' }), opener };
}

describe('Sign in dialog', () => {
  beforeEach(() => {
    fakeApi({ '/api/auth/providers': noSocialProviders });
  });
  cleanUpAfterEachAccountTest();

  it('says each message of the login form, verbatim', async () => {
    const { dialog } = await openSignIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    typeInto(dialog, 'Email', 'not-an-email');
    expect(within(dialog).getByText('Must be a valid email')).toBeTruthy();
    typeInto(dialog, 'Email', `${'a'.repeat(250)}@x.com`);
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.emailTooLong)).toBeTruthy();
    // The invalid field is announced as such and described by its message.
    const email = within(dialog).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      ACCOUNT_MESSAGES.emailTooLong,
    );
  });

  it('disables Sign in while the call runs, then shows the server message and re-enables', async () => {
    const answer = deferred<[number, unknown]>();
    const api = fakeApi({
      '/api/auth/providers': noSocialProviders,
      '/api/login': () => answer.promise,
    });
    const { dialog } = await openSignIn();
    submitSignIn(dialog, 'Wrong#Pass1');
    const busy = await within(dialog).findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(api.callsTo('/api/login')).toHaveLength(1);
    expect(api.callsTo('/api/login')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'Wrong#Pass1',
    });
    await act(async () => answer.resolve(WRONG_CREDENTIALS));
    await expectFailureThenRetry(dialog, 'The email or password is incorrect.', 'Sign in');
  });

  it('on success reloads the session state, closes, and gives focus back to the opener', async () => {
    fakeApi(signInAsAda);
    const { dialog, opener } = await openSignIn();
    submitSignIn(dialog, 'Right#Pass1');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens Register and Forgot Password in its place: one account dialog at a time', async () => {
    const { dialog } = await openSignIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.getAllByRole('dialog')).toEqual([register]);
    fireEvent.click(within(register).getByRole('button', { name: 'Sign up with email' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign up with email' });
    expect(screen.getAllByRole('dialog')).toEqual([signUp]);
    fireEvent.click(within(signUp).getByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    expect(screen.getAllByRole('dialog')).toEqual([forgot]);
    // Opening any dialog from outside replaces the open one too.
    act(() => openAuthDialog({ kind: 'register' }));
    const again = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.getAllByRole('dialog')).toEqual([again]);
  });

  it('keeps focus inside and closes on Escape', async () => {
    const { dialog, opener } = await openSignIn();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('Register chooser', () => {
  cleanUpAfterEachAccountTest();

  it('shows each social button only when the API says its provider is configured', async () => {
    fakeApi({ '/api/auth/providers': () => [200, { data: { google: true, facebook: false } }] });
    renderWithAccount(<main />);
    act(() => openAuthDialog({ kind: 'register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Sign up with Facebook' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sign up with email' })).toBeTruthy();
  });

  it('hides both when none is configured or the API cannot say', async () => {
    const api = fakeApi({ '/api/auth/providers': () => [500, {}] });
    renderWithAccount(<main />);
    act(() => openAuthDialog({ kind: 'register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await vi.waitFor(() => expect(api.callsTo('/api/auth/providers')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
  });
});
