import { ACCOUNT_MESSAGES } from '@reprise/domain/identity/account-fields';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BuyerUser } from './account-api';
import { AccountPage } from './account-page';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  fieldMessages,
  renderWithAccount,
  session,
  typeInto,
} from './account-test-support';

const PROFILE: BuyerUser = {
  id: 5,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Byron',
  created_at: '2026-11-01T00:00:00Z',
  phone_number: '7400123456',
  phonecode: '44',
  location: JSON.stringify({ countryCode: 'uk', latitude: 51.5, longitude: -0.1 }),
};

describe('My Account', () => {
  cleanUpAfterEachAccountTest();

  it('shows the saved details, the email read-only', async () => {
    fakeApi({});
    renderWithAccount(<AccountPage profile={PROFILE} />);
    const main = await screen.findByRole('main');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('7400123456');
    expect((screen.getByLabelText('Country code') as HTMLInputElement).value).toBe('44');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['ada@example.com', true]);
    expect(fieldMessages(main)).toEqual([]);
  });

  it('checks names and phone with the form rules before saving', async () => {
    const api = fakeApi({});
    renderWithAccount(<AccountPage profile={PROFILE} />);
    const main = await screen.findByRole('main');
    typeInto(main, 'First name', '');
    typeInto(main, 'Last name', 'By$ron');
    typeInto(main, 'Phone number', '74001');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(fieldMessages(main)).toEqual([
        ACCOUNT_MESSAGES.firstNameRequired,
        ACCOUNT_MESSAGES.lastNameSpecial,
        ACCOUNT_MESSAGES.phoneTooShort,
      ]),
    );
    expect(api.callsTo('/api/save-profile')).toHaveLength(0);
  });

  it('saves names, phone and location, keeping what the location flow found', async () => {
    session.user = ADA;
    const api = fakeApi({
      '/api/save-profile': (body) => {
        session.user = { id: 5, first_name: String(body!.first_name), last_name: 'Byron' };
        return [200, { data: { ...PROFILE, ...body } }];
      },
    });
    renderWithAccount(<AccountPage profile={PROFILE} />);
    const main = await screen.findByRole('main');
    typeInto(main, 'First name', 'Augusta');
    typeInto(main, 'Location (optional)', 'London');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.')).toBeTruthy();
    expect(api.callsTo('/api/save-profile')[0]!.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Byron',
      phone_number: '7400123456',
      phonecode: '44',
      location: JSON.stringify({
        countryCode: 'uk',
        latitude: 51.5,
        longitude: -0.1,
        label: 'London',
      }),
    });
  });

  it('opens Change Password, which offers a reset link to the same email', async () => {
    fakeApi({});
    renderWithAccount(<AccountPage profile={PROFILE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a reset link' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect((reset.querySelector('input[type="email"]') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });
});
