import { SESSION_STORAGE_KEYS } from '@reprise/domain/constants';

// The hold session of this tab (session storage `sessionIdForHold`): a UUID made once per
// tab, sent with every hold call; the API only lets this session release or pay for its holds.

const KEY = SESSION_STORAGE_KEYS.sessionIdForHold;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the hold still works for this page view.
    return null;
  }
}

let fallbackId: string | null = null;

/** This tab's hold session id, made (and stored) on first use. */
export function holdSessionId(): string {
  const store = storage();
  const stored = store ? store.getItem(KEY) : fallbackId;
  if (stored && UUID.test(stored)) return stored;
  const fresh = crypto.randomUUID();
  if (store) store.setItem(KEY, fresh);
  else fallbackId = fresh;
  return fresh;
}

/** Empties the stored hold session id (after the hold is released on leaving). */
export function clearHoldSessionId() {
  storage()?.removeItem(KEY);
  fallbackId = null;
}

/**
 * Sends the release of this session's hold on `listingIds` (POST /api/resetListingStatus) in a
 * way that survives the page going away: a beacon, else a keepalive fetch. The body is a string,
 * so it goes as text/plain, which the API parses as JSON (checkout contract).
 */
export function sendListingRelease(listingIds: number[], sessionId: string) {
  const body = JSON.stringify({ ids: listingIds, sessionId });
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon('/api/resetListingStatus', body);
  if (sent) return;
  void fetch('/api/resetListingStatus', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
    keepalive: true,
  }).catch(() => {
    // Nothing to do: the hold ends by its own clock.
  });
}

/**
 * Leaving checkout: release the listing hold with the session id, then empty the stored
 * hold session id, so the next checkout starts a new session.
 */
export function releaseListingsOnLeave(listingIds: number[], sessionId: string) {
  sendListingRelease(listingIds, sessionId);
  clearHoldSessionId();
}
