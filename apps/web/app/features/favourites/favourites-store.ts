import { useEffect, useSyncExternalStore } from 'react';
import { browserApi } from '../../lib/api-client';
import { fetchFavouriteIds, saveFavourite } from './favourites-api';

// One copy of the buyer's favourite ids per page, shared by every heart on it, loaded after
// hydration (the server renders every heart empty, so the HTML stays the same for everyone).

interface FavouritesState {
  userId: number | null;
  ids: ReadonlySet<number>;
}

const EMPTY: FavouritesState = { userId: null, ids: new Set() };
let state: FavouritesState = EMPTY;
let loadingFor: number | null = null;
const listeners = new Set<() => void>();

function set(next: FavouritesState) {
  state = next;
  for (const listener of listeners) listener();
}

function setFavourite(eventId: number, favourite: boolean) {
  const ids = new Set(state.ids);
  if (favourite) ids.add(eventId);
  else ids.delete(eventId);
  set({ ...state, ids });
}

/** Loads the ids of `userId` once (again after a different buyer signs in); null forgets them. */
export function loadFavouritesOf(userId: number | null): void {
  if (userId === null) {
    loadingFor = null;
    if (state.userId !== null) set(EMPTY);
    return;
  }
  if (state.userId === userId || loadingFor === userId) return;
  loadingFor = userId;
  fetchFavouriteIds(browserApi()).then(
    (ids) => {
      if (loadingFor !== userId) return;
      loadingFor = null;
      // Hearts toggled while the list was on its way win over it.
      set({ userId, ids: new Set([...ids, ...(state.userId === userId ? state.ids : [])]) });
    },
    () => {
      if (loadingFor === userId) loadingFor = null;
    },
  );
}

/**
 * Marks or unmarks a favourite at once (optimistic) and saves it; a failed save puts the heart
 * back and rethrows.
 */
export async function toggleFavourite(userId: number, eventId: number, favourite: boolean) {
  if (state.userId !== userId) set({ userId, ids: new Set() });
  setFavourite(eventId, favourite);
  try {
    const saved = await saveFavourite(browserApi(), userId, eventId, favourite);
    if (saved !== favourite) setFavourite(eventId, saved);
  } catch (error) {
    setFavourite(eventId, !favourite);
    throw error;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;
const serverSnapshot = () => EMPTY;

/** Whether an event is a favourite of the signed-in buyer (null: signed out); loads the ids. */
export function useIsFavourite(userId: number | null, eventId: number): boolean {
  useEffect(() => loadFavouritesOf(userId), [userId]);
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return userId !== null && current.userId === userId && current.ids.has(eventId);
}

/** For tests: forget every loaded id. */
export function resetFavouritesForTests() {
  loadingFor = null;
  state = EMPTY;
}
