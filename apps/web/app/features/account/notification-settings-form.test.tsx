import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  renderWithAccount,
  session,
} from './account-test-support';
import { NotificationSettingsForm } from './notification-settings-form';

describe('NotificationSettingsForm', () => {
  cleanUpAfterEachAccountTest();

  it('shows the stored choice as labelled checkboxes and saves a change', async () => {
    session.user = ADA;
    const api = fakeApi({
      '/api/notification-settings': (body) => [
        200,
        { data: { priceAlerts: true, followedPerformers: true, ...(body as object) } },
      ],
    });
    renderWithAccount(
      <NotificationSettingsForm initial={{ priceAlerts: true, followedPerformers: false }} />,
    );
    const alerts = await screen.findByRole('checkbox', { name: /Price alerts/ });
    const follows = screen.getByRole('checkbox', { name: /Performers you follow/ });
    expect((alerts as HTMLInputElement).checked).toBe(true);
    expect((follows as HTMLInputElement).checked).toBe(false);
    fireEvent.click(alerts);
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(api.callsTo('/api/notification-settings')[0]!.body).toEqual({
      priceAlerts: false,
      followedPerformers: false,
    });
  });

  it('says so when the settings could not be loaded', async () => {
    fakeApi({});
    renderWithAccount(<NotificationSettingsForm initial={null} />);
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
