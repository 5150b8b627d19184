import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { readCookie } from '../../lib/cookies/browser-cookies';
import { cleanUpAfterEachAccountTest, fakeApi } from '../account/account-test-support';
import { LiveNearCity } from './live-near-city';
import { LOCATIONS_COOKIE } from './visitor-coordinates';

const LEEDS = {
  id: 12,
  name: 'Leeds',
  state: 'England',
  country: 'uk',
  s3_image_url: null,
  alt_tag: null,
  latitude: 53.8008,
  longitude: -1.5491,
};

// English unless a German catalogue is given, as the root would provide it.
function renderIn(cityName: string | null, loader = vi.fn(() => null), german = false) {
  const Stub = createRoutesStub([
    { path: '/', loader, Component: () => <LiveNearCity cityName={cityName} /> },
  ]);
  const stub = <Stub initialEntries={['/']} />;
  render(german ? inGerman(stub) : stub);
  return loader;
}

describe('LiveNearCity', () => {
  cleanUpAfterEachAccountTest();

  it("names the city and changes it: the city's point goes into the location cookie and the page loads again", async () => {
    const api = fakeApi({ '/api/city': () => [200, { data: LEEDS }] });
    const loader = renderIn('London');
    expect(await screen.findByText('Events near London')).toBeTruthy();
    const change = screen.getByRole('button', { name: 'Change city' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(change);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Leeds' } });
    const loads = loader.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Show events near this city' }));
    await vi.waitFor(() => expect(readCookie(LOCATIONS_COOKIE)).toBe('53.80,-1.55'));
    await vi.waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads));
    expect(api.callsTo('/api/city')[0]!.path).toContain('city_name_search=Leeds');
  });

  it('says so when no city matches, and keeps the location', async () => {
    fakeApi({ '/api/city': () => [404, { code: 'NOT_FOUND', message: 'none' }] });
    renderIn(null);
    expect(await screen.findByText('Events in your country')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change city' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Atlantis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show events near this city' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We have no events in a city called Atlantis',
    );
    expect(readCookie(LOCATIONS_COOKIE)).toBeNull();
  });

  it('speaks the page language: the city line, the control and its problems', async () => {
    fakeApi({ '/api/city': () => [404, { code: 'NOT_FOUND', message: 'none' }] });
    renderIn('London', undefined, true);
    expect(await screen.findByText('Events in der Nähe von London')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stadt ändern' }));
    const show = screen.getByRole('button', { name: 'Events in der Nähe dieser Stadt zeigen' });
    fireEvent.click(show);
    expect((await screen.findByRole('alert')).textContent).toBe('Gib den Namen einer Stadt ein');
    fireEvent.change(screen.getByLabelText('Stadt'), { target: { value: 'Atlantis' } });
    fireEvent.click(show);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Wir haben keine Events in einer Stadt namens Atlantis',
      ),
    );
  });
});
