import { SESSION_STORAGE_KEYS } from '@reprise/domain/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  cleanUpAfterEachAccountTest,
  fakeApi,
  googleSignUpAsAda,
  noSocialProviders,
  renderWithAccount,
  signInAsAda,
  submitSignIn,
  WRONG_CREDENTIALS,
} from './account-test-support';
import { openAuthDialog } from './auth-dialog-store';
import { SocialCallbackPage } from './social-callback-page';

// The session-storage keys of the buyer's names are fixed by the product: fname and lname.

cleanUpAfterEachAccountTest();

describe("the buyer's names in session storage", () => {
  it('are saved under fname and lname when sign-in succeeds', async () => {
    fakeApi(signInAsAda);
    renderWithAccount(<main />);
    openAuthDialog({ kind: 'signIn' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    submitSignIn(dialog, 'Right#Pass1');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(SESSION_STORAGE_KEYS.firstName).toBe('fname');
    expect(SESSION_STORAGE_KEYS.lastName).toBe('lname');
    expect(sessionStorage.getItem('fname')).toBe('Ada');
    expect(sessionStorage.getItem('lname')).toBe('Byron');
  });

  it('are not saved when sign-in fails', async () => {
    fakeApi({ '/api/auth/providers': noSocialProviders, '/api/login': () => WRONG_CREDENTIALS });
    renderWithAccount(<main />);
    openAuthDialog({ kind: 'signIn' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    submitSignIn(dialog, 'Wrong#Pass1');
    await within(dialog).findByRole('alert');
    expect(sessionStorage.getItem('fname')).toBeNull();
    expect(sessionStorage.getItem('lname')).toBeNull();
  });

  it('are saved under fname and lname when a social sign-in succeeds', async () => {
    fakeApi({
      '/api/google-signup': googleSignUpAsAda(false, '/'),
    });
    window.history.replaceState(null, '', '/auth/google/callback?code=c0de&state=st4te');
    renderWithAccount(<SocialCallbackPage provider="google" />, { path: '/auth/google/callback' });
    await vi.waitFor(() => expect(sessionStorage.getItem('fname')).toBe('Ada'));
    expect(sessionStorage.getItem('lname')).toBe('Byron');
  });
});
