import { COOKIE_NAMES } from '@reprise/domain/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../../lib/cookies/browser-cookies';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  googleSignUpAsAda,
  noSocialProviders,
  renderWithAccount,
  session,
  typeInto,
} from './account-test-support';
import { PasswordTokenPage } from './password-token-page';
import { SignedInGate } from './signed-in-gate';
import type { SignedInPage } from './signed-in-page';
import { SocialCallbackPage, safeReturnPath } from './social-callback-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

cleanUpAfterEachAccountTest();

describe('login-required pages', () => {
  it('ask an anonymous visitor to sign in, opening the dialog at once', async () => {
    fakeApi({ '/api/auth/providers': noSocialProviders });
    const page: SignedInPage<string> = { status: 'anonymous' };
    renderWithAccount(
      <SignedInGate page={page} purpose="gate.purpose.account">
        {(data: string) => <p>{data}</p>}
      </SignedInGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your account' }),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('refresh an expired access token, then load; end the session if the refresh fails', async () => {
    writeCookie(COOKIE_NAMES.userObject, JSON.stringify(ADA));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const api = fakeApi({
      '/api/refresh-token': () => [401, { code: 'REFRESH_TOKEN_INVALID', message: 'no' }],
    });
    renderWithAccount(
      <SignedInGate
        page={{ status: 'refresh' } as SignedInPage<string>}
        purpose="gate.purpose.account"
      >
        {(data: string) => <p>{data}</p>}
      </SignedInGate>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/api/refresh-token')).toHaveLength(1);
    // The user object is forgotten before the reload.
    expect(readCookie(COOKIE_NAMES.userObject)).toBeNull();
  });
});

describe('set-password and change-password pages', () => {
  it('check the token, set the password, sign in and open the account', async () => {
    const api = fakeApi({
      '/api/reset-password-token-check': () => [
        200,
        { data: { valid: true, email: 'ada@example.com', purpose: 'set' } },
      ],
      '/api/reset-password-update': () => {
        session.user = ADA;
        return [200, { data: { result: 'success' } }];
      },
    });
    renderWithAccount(
      <>
        <PasswordTokenPage token="tok123" countryCode="uk" />
        <Where />
      </>,
      { path: '/uk/set-password/tok123' },
    );
    await screen.findByLabelText('New password');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(api.callsTo('/api/reset-password-token-check')[0]!.body).toEqual({ token: 'tok123' });
    typeInto(document.body, 'New password', 'Strong#Pass1');
    typeInto(document.body, 'Confirm password', 'Strong#Pass2');
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    typeInto(document.body, 'Confirm password', 'Strong#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/uk/myaccount'));
    expect(api.callsTo('/api/reset-password-update')[0]!.body).toEqual({
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
      token: 'tok123',
    });
  });

  it("say why a spent link cannot be used, and show the server's or the fallback message", async () => {
    fakeApi({
      '/api/reset-password-token-check': () => [
        400,
        {
          code: 'TOKEN_INVALID',
          message: 'This link has expired or was already used. Ask for a new one.',
        },
      ],
      '/api/auth/providers': noSocialProviders,
    });
    renderWithAccount(<PasswordTokenPage token="used" countryCode={null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or was already used. Ask for a new one.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeTruthy();
  });

  it("fall back to 'Invalid request!' when the update fails without a message", async () => {
    fakeApi({
      '/api/reset-password-token-check': () => [
        200,
        { data: { valid: true, email: 'ada@example.com', purpose: 'reset' } },
      ],
      '/api/reset-password-update': () => [500, {}],
    });
    renderWithAccount(<PasswordTokenPage token="t" countryCode={null} />);
    await screen.findByLabelText('New password');
    expect(screen.getByRole('heading', { name: 'Enter new password' })).toBeTruthy();
    typeInto(document.body, 'New password', 'Strong#Pass1');
    typeInto(document.body, 'Confirm password', 'Strong#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(
        'Invalid request!',
      ),
    );
  });
});

describe('social sign-in callback', () => {
  it('posts code and state and goes back where the flow started', async () => {
    const api = fakeApi({
      '/api/google-signup': googleSignUpAsAda(true, '/uk/favorites'),
    });
    window.history.replaceState(null, '', '/auth/google/callback?code=c0de&state=st4te');
    renderWithAccount(
      <>
        <SocialCallbackPage provider="google" />
        <Where />
      </>,
      { path: '/auth/google/callback' },
    );
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/uk/favorites'));
    expect(api.callsTo('/api/google-signup').map((c) => c.body)).toEqual([
      { code: 'c0de', state: 'st4te' },
    ]);
  });

  it('never follows a returnTo off the site', () => {
    expect(safeReturnPath('/uk/favorites?x=1')).toBe('/uk/favorites?x=1');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });

  it('shows a refusal in red', async () => {
    const api = fakeApi({
      '/api/facebook-signup': () => [
        400,
        { code: 'OAUTH_FAILED', message: 'Facebook sign-in failed.' },
      ],
    });
    window.history.replaceState(null, '', '/auth/facebook/callback?code=c&state=s');
    renderWithAccount(<SocialCallbackPage provider="facebook" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Facebook sign-in failed.');
    expect(api.callsTo('/api/facebook-signup')).toHaveLength(1);
  });
});
