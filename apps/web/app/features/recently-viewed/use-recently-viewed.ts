import { useEffect, useState } from 'react';
import { addRecentlyViewed, readRecentlyViewed } from './recently-viewed-store';

// Other tabs and the event page announce changes with this event, so cards update in place.
const CHANGE_EVENT = 'reprise:recently-viewed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Ids of the events viewed in the last hour. Empty during the server render and the first client
 * render (localStorage is read in an effect), so hydration always matches.
 */
export function useRecentlyViewedIds(): ReadonlySet<number> {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const store = storage();
    if (!store) return;
    const refresh = () =>
      setIds(new Set(readRecentlyViewed(store, Date.now()).map((entry) => entry.id)));
    refresh();
    window.addEventListener(CHANGE_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(CHANGE_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return ids;
}

/** Records the event page's event as recently viewed, once per event shown. */
export function useRecordRecentlyViewed(event: { id: number; name: string } | null | undefined) {
  const id = event?.id;
  const name = event?.name;
  useEffect(() => {
    const store = storage();
    if (id === undefined || name === undefined || !store) return;
    addRecentlyViewed(store, { id, name }, Date.now());
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [id, name]);
}
