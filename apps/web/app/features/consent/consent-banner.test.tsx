import { COOKIE_NAMES } from '@reprise/domain/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBrowserCookies, readCookie } from '../../lib/cookies/browser-cookies';
import { announceCountry } from '../location/country-events';
import { ConsentBanner } from './consent-banner';
import { consentBannerVisible } from './consent-state';

function renderBanner(initiallyVisible: boolean) {
  const Stub = createRoutesStub([
    {
      path: '*',
      HydrateFallback: () => null,
      Component: () => <ConsentBanner initiallyVisible={initiallyVisible} countryCode="uk" />,
    },
  ]);
  return render(<Stub initialEntries={['/uk']} />);
}

function request(url: string, cookie?: string) {
  return { url, headers: new Map(cookie ? [['cookie', cookie]] : []) } as unknown as Request;
}

describe('ConsentBanner', () => {
  afterEach(() => {
    cleanup();
    clearBrowserCookies();
  });

  it('is a labelled, non-modal region with a link to the cookie policy', async () => {
    renderBanner(true);
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(region.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe(
      '/uk/cookies',
    );
  });

  it('Accept stores consent and hides the banner', async () => {
    renderBanner(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(readCookie(COOKIE_NAMES.userConsent)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Decline stores the cancel-consent value and hides the banner', async () => {
    renderBanner(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(readCookie(COOKIE_NAMES.userConsent)).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('counts a visitor the location flow finds in the US as accepted', async () => {
    renderBanner(true);
    await screen.findByRole('region', { name: 'Cookie consent' });
    act(() => announceCountry('uk'));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    act(() => announceCountry('us'));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(readCookie(COOKIE_NAMES.userConsent)).toBe('accepted');
  });

  it('renders nothing when the server decided so', async () => {
    renderBanner(false);
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});

describe('consentBannerVisible (server decision)', () => {
  it('shows for a visitor who has not answered', () => {
    expect(consentBannerVisible(request('http://x/uk/sports'))).toBe(true);
    expect(consentBannerVisible(request('http://x/', 'countryCode=uk'))).toBe(true);
  });

  it('hides once answered either way', () => {
    expect(consentBannerVisible(request('http://x/', 'user-consent=accepted'))).toBe(false);
    expect(consentBannerVisible(request('http://x/', 'user-consent=declined'))).toBe(false);
  });

  it('never shows for US visitors, by cookie or by URL', () => {
    expect(consentBannerVisible(request('http://x/sports', 'countryCode=us'))).toBe(false);
    expect(consentBannerVisible(request('http://x/us/sports'))).toBe(false);
    expect(consentBannerVisible(request('http://x/us'))).toBe(false);
  });
});
