// Rendering and typing helpers shared by the search box tests (fake timers drive the debounce).
import { SEARCH_DEBOUNCE_MS } from '@reprise/domain/constants';
import type { SearchGroups } from '@reprise/domain/schemas/search';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { city, event, genre, league, performer, venue } from './search-test-fixtures';

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a search box on `path`; any other path shows where the app went. */
export function renderAt(ui: ReactNode, path = '/') {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <>{ui}</> },
    // Country homes spelled out: a ':countryCode' pattern would also match '/see-all'.
    { path: '/uk', Component: () => <>{ui}</> },
    { path: '/au', Component: () => <>{ui}</> },
    { path: '*', Component: LocationProbe },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

export const combobox = () => screen.getByRole('combobox', { name: 'Search' });
export const listbox = () => screen.getByRole('listbox', { hidden: true });

export async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

export async function type(text: string) {
  const input = combobox();
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

/** Types, waits out the debounce and lets the answer land. */
export async function search(text: string) {
  await type(text);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
  await flush();
}

export const key = (name: string) => fireEvent.keyDown(combobox(), { key: name });

export const FOUR_EACH: SearchGroups = {
  genres: [1, 2, 3, 4].map((id) => genre(id)),
  leagues: [1, 2, 3, 4].map((id) => league(id)),
  performers: [1, 2, 3, 4].map((id) => performer(id)),
  events: [1, 2, 3, 4].map((id) => event(id)),
  venues: [1, 2, 3, 4].map((id) => venue(id)),
  cities: [1, 2, 3, 4].map((id) => city(id)),
};

export function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the box reads document.cookie, as the location flow writes it.
  document.cookie = cookie;
}

/** Fake timers and no countryCode cookie around every test of the importing file. */
export function installSearchTestHooks() {
  beforeEach(() => {
    vi.useFakeTimers();
    setCookie('countryCode=; max-age=0; path=/');
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setCookie('countryCode=; max-age=0; path=/');
  });
}
