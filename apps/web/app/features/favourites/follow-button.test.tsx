import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { genreLessPerformer } from '../../../test-support/performer-card';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  renderWithAccount,
  session,
} from '../account/account-test-support';
import { FollowButton } from './favourite-button';
import { resetFavouritesForTests } from './favourites-store';

const ADELE = genreLessPerformer(31, 'Adele', 'adele', 'concerts');

describe('FollowButton', () => {
  cleanUpAfterEachAccountTest();
  afterEach(resetFavouritesForTests);

  it("shows a followed performer as Following and unfollows with the favourites call's performerId", async () => {
    session.user = ADA;
    const api = fakeApi({
      '/api/favorities/performers': () => [200, { data: [ADELE] }],
      '/api/favorities/save': () => [200, { data: { performerId: 31, favorite: false } }],
    });
    renderWithAccount(<FollowButton performerId={31} performerName="Adele" />);
    const heart = await screen.findByRole('button', { name: /^Follow(ing)? Adele$/ });
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.textContent).toBe('Following Adele');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.textContent).toBe('Follow Adele');
    expect(api.callsTo('/api/favorities/save')[0]!.body).toEqual({
      buyerUserId: 5,
      performerId: 31,
      favoriteType: false,
    });
    // Event favourites are a list of their own: following never asks for them.
    expect(api.callsTo('/api/favorities/ids')).toHaveLength(0);
  });

  it('follows at once and says so when the save fails, putting the heart back', async () => {
    session.user = ADA;
    const api = fakeApi({
      '/api/favorities/performers': () => [200, { data: [] }],
      '/api/favorities/save': () => [503, { code: 'UNAVAILABLE', message: 'down' }],
    });
    renderWithAccount(<FollowButton performerId={31} performerName="Adele" />);
    const heart = await screen.findByRole('button', { name: /^Follow(ing)? Adele$/ });
    // Signed in: the followed list was asked for.
    await vi.waitFor(() => expect(api.callsTo('/api/favorities/performers')).toHaveLength(1));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('alert').textContent).toBe('That did not save. Please try again.');
  });
});
