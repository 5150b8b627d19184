import { ACCOUNT_MESSAGES } from '@reprise/domain/identity/account-fields';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../lib/cookies/browser-cookies';
import {
  cleanUpAfterEachAccountTest,
  deferred,
  expectFailureThenRetry,
  fakeApi,
  fieldMessages,
  renderWithAccount,
  setViewportWidth,
  typeInto,
} from './account-test-support';
import { openAuthDialog } from './auth-dialog-store';

const CREATED = [201, { data: { result: 'success' }, message: 'ok' }] as [number, unknown];

async function openSignUp(width: number) {
  setViewportWidth(width);
  renderWithAccount(<main />);
  act(() => openAuthDialog({ kind: 'signUpEmail' }));
  return screen.findByRole('dialog', { name: 'Sign up with email' });
}

describe('Sign up with email', () => {
  beforeEach(() => {
    writeCookie('countryCode', 'uk');
  });
  cleanUpAfterEachAccountTest();

  it('requires both names and a valid email', async () => {
    fakeApi({});
    const dialog = await openSignUp(1024);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(fieldMessages(dialog)).toEqual([
      ACCOUNT_MESSAGES.firstNameRequired,
      ACCOUNT_MESSAGES.lastNameRequired,
      ACCOUNT_MESSAGES.emailRequired,
    ]);
    typeInto(dialog, 'Email', 'nope@');
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('allows only letters and digits in names from 576 px, anything at narrower widths', async () => {
    fakeApi({});
    const wide = await openSignUp(576);
    typeInto(wide, 'First name', 'Ada!');
    typeInto(wide, 'Last name', 'By-ron');
    expect(fieldMessages(wide)).toEqual([
      ACCOUNT_MESSAGES.firstNameSpecial,
      ACCOUNT_MESSAGES.lastNameSpecial,
    ]);
    cleanup();
    const narrow = await openSignUp(575);
    typeInto(narrow, 'First name', 'Ada!');
    typeInto(narrow, 'Last name', 'By-ron');
    expect(fieldMessages(narrow)).toEqual([]);
  });

  it('shows the phone field only from 576 px', async () => {
    fakeApi({});
    const narrow = await openSignUp(575);
    expect(within(narrow).queryByLabelText('Phone number')).toBeNull();
    setViewportWidth(576);
    expect(await within(narrow).findByLabelText('Phone number')).toBeTruthy();
  });

  it('keeps only digits in the phone, at most 25, and starts from the visitor country code', async () => {
    fakeApi({});
    const dialog = await openSignUp(1024);
    const code = within(dialog).getByLabelText('Country code') as HTMLInputElement;
    await vi.waitFor(() => expect(code.value).toBe('44'));
    const phone = typeInto(dialog, 'Phone number', '+44 (0)7400-123 456');
    expect(phone.value).toBe('4407400123456');
    typeInto(dialog, 'Phone number', '1'.repeat(30));
    expect(phone.value).toBe('1'.repeat(25));
  });

  it('says each of the four phone messages', async () => {
    fakeApi({});
    const dialog = await openSignUp(1024);
    const code = within(dialog).getByLabelText('Country code') as HTMLInputElement;
    await vi.waitFor(() => expect(code.value).toBe('44'));
    const cases: [string, string, string][] = [
      ['44', '74001', ACCOUNT_MESSAGES.phoneTooShort],
      ['44', '740012345678901', ACCOUNT_MESSAGES.phoneTooLong],
      ['44', '0000000000', ACCOUNT_MESSAGES.phoneInvalid],
      ['999', '7400123456', ACCOUNT_MESSAGES.phoneCountryInvalid],
    ];
    for (const [callingCode, digits, message] of cases) {
      typeInto(dialog, 'Country code', callingCode);
      typeInto(dialog, 'Phone number', digits);
      expect(fieldMessages(dialog), `${callingCode} ${digits}`).toEqual([message]);
    }
    typeInto(dialog, 'Country code', '44');
    typeInto(dialog, 'Phone number', '7400123456');
    expect(fieldMessages(dialog)).toEqual([]);
  });

  it('sends the sign-up payload without a password, disabled in flight, then opens account-created', async () => {
    const answer = deferred<[number, unknown]>();
    const api = fakeApi({ '/api/buyer-user/register': () => answer.promise });
    const dialog = await openSignUp(1024);
    await vi.waitFor(() =>
      expect((within(dialog).getByLabelText('Country code') as HTMLInputElement).value).toBe('44'),
    );
    typeInto(dialog, 'First name', 'Ada');
    typeInto(dialog, 'Last name', 'Byron');
    typeInto(dialog, 'Email', ' ada@example.com ');
    typeInto(dialog, 'Phone number', '7400123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const busy = await within(dialog).findByRole('button', { name: 'Signing up…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [call] = api.callsTo('/api/buyer-user/register');
    expect(call!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@example.com',
      phone_number: '7400123456',
      phonecode: '44',
      location: JSON.stringify({ countryCode: 'uk' }),
      SignupFirstOrder: false,
    });
    expect(call!.body).not.toHaveProperty('password');
    await act(async () => answer.resolve(CREATED));
    const created = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(created.textContent).toContain('ada@example.com');
    // The same answer comes for an email that already has an account: the dialog claims no new one.
    expect(created.textContent).not.toMatch(/has been created/);
    expect(created.textContent).toMatch(/already have an account/);
    expect(screen.getAllByRole('dialog')).toEqual([created]);
  });

  it("shows the server's message on failure and lets the buyer try again", async () => {
    fakeApi({
      '/api/buyer-user/register': () => [
        429,
        {
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait 5 minutes and try again.',
        },
      ],
    });
    const dialog = await openSignUp(575);
    typeInto(dialog, 'First name', 'Ada');
    typeInto(dialog, 'Last name', 'Byron');
    typeInto(dialog, 'Email', 'ada@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expectFailureThenRetry(
      dialog,
      'Too many attempts. Please wait 5 minutes and try again.',
      'Sign up',
    );
  });
});
