import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  deferred,
  fakeApi,
  renderWithAccount,
  session,
  signInAsAda,
  submitSignIn,
} from '../account/account-test-support';
import { FavouriteButton } from './favourite-button';
import { resetFavouritesForTests } from './favourites-store';

function Hearts() {
  return (
    <main>
      <FavouriteButton eventId={7} eventName="Arsenal vs Chelsea" />
      <FavouriteButton eventId={8} eventName="Adele" />
    </main>
  );
}

describe('FavouriteButton', () => {
  cleanUpAfterEachAccountTest();
  afterEach(resetFavouritesForTests);

  it('opens the Sign in dialog for an anonymous visitor, and saves the favourite after sign-in', async () => {
    const api = fakeApi({
      ...signInAsAda,
      '/api/favorities/ids': () => [200, { data: [] }],
      '/api/favorities/save': (body) => [200, { data: { eventId: body!.eventId, favorite: true } }],
    });
    renderWithAccount(<Hearts />);
    const heart = await screen.findByRole('button', {
      name: 'Add Arsenal vs Chelsea to favourites',
    });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(api.callsTo('/api/favorities/save')).toHaveLength(0);
    submitSignIn(dialog, 'Right#Pass1');
    const saved = await screen.findByRole('button', {
      name: 'Remove Arsenal vs Chelsea from favourites',
    });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('/api/favorities/save')[0]!.body).toEqual({
      buyerUserId: 5,
      eventId: 7,
      favoriteType: true,
    });
  });

  it('shows the saved favourites of a signed-in buyer and toggles at once (optimistic)', async () => {
    session.user = ADA;
    const save = deferred<[number, unknown]>();
    const api = fakeApi({
      '/api/favorities/ids': () => [200, { data: [8] }],
      '/api/favorities/save': () => save.promise,
    });
    renderWithAccount(<Hearts />);
    const adele = await screen.findByRole('button', { name: 'Remove Adele from favourites' });
    expect(adele.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('/api/favorities/ids')).toHaveLength(1);
    fireEvent.click(adele);
    // Unmarked before the API answered.
    expect(adele.getAttribute('aria-pressed')).toBe('false');
    expect(adele.getAttribute('aria-label')).toBe('Add Adele to favourites');
    expect(api.callsTo('/api/favorities/save')[0]!.body).toEqual({
      buyerUserId: 5,
      eventId: 8,
      favoriteType: false,
    });
    await act(async () => save.resolve([200, { data: { eventId: 8, favorite: false } }]));
    expect(adele.getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the heart back when the save fails', async () => {
    session.user = ADA;
    fakeApi({
      '/api/favorities/ids': () => [200, { data: [] }],
      '/api/favorities/save': () => [503, { code: 'UNAVAILABLE', message: 'down' }],
    });
    renderWithAccount(<Hearts />);
    const heart = await screen.findByRole('button', {
      name: 'Add Arsenal vs Chelsea to favourites',
    });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(heart.getAttribute('title')).toBe('That did not save. Please try again.');
  });
});
