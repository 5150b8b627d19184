import { useEffect } from 'react';
import { createExternalStore } from '../../lib/external-store';

// One copy of the signed-in buyer's saved ids of one kind (favourite events, followed performers)
// per page, shared by every heart on it, loaded after hydration (the server renders every heart
// empty, so the HTML stays the same for everyone).

interface SavedState {
  userId: number | null;
  ids: ReadonlySet<number>;
}

/** The store of one kind of saved id. */
export interface SavedIdsStore {
  /** Loads the ids of `userId` once (again after a different buyer signs in); null forgets them. */
  loadFor(userId: number | null): void;
  /** Marks or unmarks at once (optimistic) and saves; a failed save puts it back and rethrows. */
  toggle(userId: number, id: number, saved: boolean): Promise<void>;
  /** Whether the id is saved by the signed-in buyer (null: signed out); loads the ids. */
  useIsSaved(userId: number | null, id: number): boolean;
  /** For tests: forget every loaded id. */
  reset(): void;
}

const EMPTY: SavedState = { userId: null, ids: new Set() };

/** A store over the API's list of ids (`fetchIds`) and its add/remove call (`save`). */
export function createSavedIdsStore(
  fetchIds: () => Promise<number[]>,
  save: (userId: number, id: number, saved: boolean) => Promise<boolean>,
): SavedIdsStore {
  // The server renders every heart empty.
  const store = createExternalStore(EMPTY);
  let loadingFor: number | null = null;

  function mark(id: number, saved: boolean) {
    const state = store.get();
    const ids = new Set(state.ids);
    if (saved) ids.add(id);
    else ids.delete(id);
    store.set({ ...state, ids });
  }

  function loadFor(userId: number | null) {
    if (userId === null) {
      loadingFor = null;
      if (store.get().userId !== null) store.set(EMPTY);
      return;
    }
    if (store.get().userId === userId || loadingFor === userId) return;
    loadingFor = userId;
    fetchIds().then(
      (ids) => {
        if (loadingFor !== userId) return;
        loadingFor = null;
        // Hearts toggled while the list was on its way win over it.
        const state = store.get();
        store.set({
          userId,
          ids: new Set([...ids, ...(state.userId === userId ? state.ids : [])]),
        });
      },
      () => {
        if (loadingFor === userId) loadingFor = null;
      },
    );
  }

  async function toggle(userId: number, id: number, saved: boolean) {
    if (store.get().userId !== userId) store.set({ userId, ids: new Set() });
    mark(id, saved);
    try {
      const answer = await save(userId, id, saved);
      if (answer !== saved) mark(id, answer);
    } catch (error) {
      mark(id, !saved);
      throw error;
    }
  }

  function useIsSaved(userId: number | null, id: number): boolean {
    useEffect(() => loadFor(userId), [userId]);
    const current = store.useValue();
    return userId !== null && current.userId === userId && current.ids.has(id);
  }

  function reset() {
    loadingFor = null;
    store.setQuietly(EMPTY);
  }

  return { loadFor, toggle, useIsSaved, reset };
}
