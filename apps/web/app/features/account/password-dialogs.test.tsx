import { ACCOUNT_MESSAGES, PASSWORD_HELP_TEXT } from '@reprise/domain/identity/account-fields';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import {
  cleanUpAfterEachAccountTest,
  deferred,
  fakeApi,
  fieldMessages,
  renderWithAccount,
  typeInto,
} from './account-test-support';
import { openAuthDialog } from './auth-dialog-store';
import { FORGOT_CLOSE_DELAY_MS, FORGOT_MESSAGE_DELAY_MS } from './forgot-password-dialog';

const SENT = 'If an account exists for that email, we\u2019ve sent a link to reset your password.';

// Opens Forgot Password, types Ada's email and sends it, the clock faked from just before.
async function sendResetLinkOnFakeTimers() {
  renderWithAccount(<main />);
  act(() => openAuthDialog({ kind: 'forgotPassword', emailType: 'forgot' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  typeInto(dialog, 'Email', 'ada@example.com');
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
  });
  return dialog;
}

describe('Forgot Password', () => {
  cleanUpAfterEachAccountTest();

  it('says its two required-field messages', async () => {
    fakeApi({});
    renderWithAccount(<main />);
    act(() => openAuthDialog({ kind: 'forgotPassword', emailType: 'forgot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(fieldMessages(dialog)).toEqual([ACCOUNT_MESSAGES.forgotEmailRequired]);
    typeInto(dialog, 'Email', 'ada@');
    expect(fieldMessages(dialog)).toEqual(['Please enter a valid email address']);
  });

  it('shows the mail-sending message, then the server message after 1 s, then closes', async () => {
    const api = fakeApi({
      '/api/forget-password': () => [200, { data: { result: 'success' }, message: SENT }],
    });
    const dialog = await sendResetLinkOnFakeTimers();
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe(en['account.resetSending']);
    expect(api.callsTo('/api/forget-password')[0]!.body).toEqual({
      email: 'ada@example.com',
      emailType: 'forgot',
    });
    await act(async () => vi.advanceTimersByTime(FORGOT_MESSAGE_DELAY_MS - 10));
    expect(status.textContent).toBe(en['account.resetSending']);
    await act(async () => vi.advanceTimersByTime(20));
    expect(status.textContent).toBe(SENT);
    await act(async () => vi.advanceTimersByTime(FORGOT_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message of a failure after 1 s and re-enables sending', async () => {
    fakeApi({
      '/api/forget-password': () => [
        429,
        { code: 'RATE_LIMITED', message: 'Too many requests. Try again in 15 minutes.' },
      ],
    });
    const dialog = await sendResetLinkOnFakeTimers();
    expect(within(dialog).getByRole('alert').textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(FORGOT_MESSAGE_DELAY_MS));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Too many requests. Try again in 15 minutes.',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('prefills and disables the email of a signed-in buyer and asks for a change link', async () => {
    const api = fakeApi({
      '/api/forget-password': () => [200, { data: { result: 'success' }, message: SENT }],
    });
    renderWithAccount(<main />);
    act(() =>
      openAuthDialog({ kind: 'forgotPassword', emailType: 'change', email: 'ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await vi.waitFor(() =>
      expect(api.callsTo('/api/forget-password')[0]?.body).toEqual({
        email: 'ada@example.com',
        emailType: 'change',
      }),
    );
  });
});

describe('Change Password', () => {
  cleanUpAfterEachAccountTest();

  async function openChange() {
    renderWithAccount(<main />);
    act(() => openAuthDialog({ kind: 'changePassword', email: 'ada@example.com' }));
    return screen.findByRole('dialog', { name: 'Change Password' });
  }

  it('says each password rule message and states the enforced rule', async () => {
    fakeApi({});
    const dialog = await openChange();
    expect(within(dialog).getByText(PASSWORD_HELP_TEXT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(fieldMessages(dialog)).toEqual([
      'Old Password is required',
      'Password is required',
      'Confirm Password is required',
    ]);
    typeInto(dialog, 'New password', 'weakpass');
    typeInto(dialog, 'Confirm new password', 'weakpass');
    expect(fieldMessages(dialog)).toEqual([
      'Old Password is required',
      ACCOUNT_MESSAGES.passwordPattern,
      ACCOUNT_MESSAGES.passwordPattern,
    ]);
    typeInto(dialog, 'New password', 'Strong#Pass1');
    typeInto(dialog, 'Confirm new password', 'Strong#Pass2');
    expect(fieldMessages(dialog)).toEqual(['Old Password is required', 'Passwords must match']);
    typeInto(dialog, 'New password', 'Strong#Pass1toolong12345');
    expect(fieldMessages(dialog)).toContain(ACCOUNT_MESSAGES.passwordTooLong);
  });

  it("shows the server's message, or 'Invalid request!' when there is none", async () => {
    const answers: [number, unknown][] = [
      [
        400,
        {
          code: 'INVALID_CREDENTIALS',
          message: 'Your old password is not right.',
          field: 'oldPassword',
        },
      ],
      [502, {}],
      [200, { data: { result: 'success' } }],
    ];
    const api = fakeApi({ '/api/change-password': () => answers.shift()! });
    const dialog = await openChange();
    typeInto(dialog, 'Old password', 'Old#Pass1');
    typeInto(dialog, 'New password', 'Strong#Pass1');
    typeInto(dialog, 'Confirm new password', 'Strong#Pass1');
    const submit = within(dialog).getByRole('button', { name: 'Change password' });
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Your old password is not right.'),
    );
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Invalid request!'),
    );
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Your password has been changed.')).toBeTruthy();
    expect(api.callsTo('/api/change-password')[0]!.body).toEqual({
      oldPassword: 'Old#Pass1',
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
    });
  });

  it('disables its button while the change is in flight', async () => {
    const answer = deferred<[number, unknown]>();
    fakeApi({ '/api/change-password': () => answer.promise });
    const dialog = await openChange();
    typeInto(dialog, 'Old password', 'Old#Pass1');
    typeInto(dialog, 'New password', 'Strong#Pass1');
    typeInto(dialog, 'Confirm new password', 'Strong#Pass1');
    const submit = within(dialog).getByRole('button', {
      name: 'Change password',
    }) as HTMLButtonElement;
    fireEvent.click(submit);
    await vi.waitFor(() => expect(submit.disabled).toBe(true));
    await act(async () => answer.resolve([400, { code: 'X', message: 'No.' }]));
    expect(submit.disabled).toBe(false);
  });
});
