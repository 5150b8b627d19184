import { RECENTLY_VIEWED_TTL_MS } from '@reprise/domain/constants';

/** A recently viewed event (id, name, timestamp). */
export interface RecentlyViewedEntry {
  id: number;
  name: string;
  /** When it was viewed, in ms since the epoch. */
  timestamp: number;
}

/** The localStorage key of the list. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

// Enough for every card on a page; older views fall off the end.
const MAX_ENTRIES = 50;

function isEntry(value: unknown): value is RecentlyViewedEntry {
  const entry = value as Partial<RecentlyViewedEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'number' &&
    typeof entry.name === 'string' &&
    typeof entry.timestamp === 'number'
  );
}

/** Entries not older than the 1-hour expiry, newest first. */
export function freshEntries(entries: readonly RecentlyViewedEntry[], now: number) {
  return entries
    .filter((entry) => now - entry.timestamp < RECENTLY_VIEWED_TTL_MS && entry.timestamp <= now)
    .sort((a, b) => b.timestamp - a.timestamp);
}

// Storage can be missing (privacy modes) or hold junk from older versions: both read as empty.
function readRaw(storage: Storage): RecentlyViewedEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, entries: RecentlyViewedEntry[]) {
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs the badge.
  }
}

/** The unexpired entries; expired ones are dropped from storage on the way. */
export function readRecentlyViewed(storage: Storage, now: number): RecentlyViewedEntry[] {
  const all = readRaw(storage);
  const fresh = freshEntries(all, now);
  if (fresh.length !== all.length) write(storage, fresh);
  return fresh;
}

/** Records a view: the event moves to the front with a new timestamp. */
export function addRecentlyViewed(
  storage: Storage,
  event: { id: number; name: string },
  now: number,
): RecentlyViewedEntry[] {
  const rest = readRecentlyViewed(storage, now).filter((entry) => entry.id !== event.id);
  const next = [{ id: event.id, name: event.name, timestamp: now }, ...rest].slice(0, MAX_ENTRIES);
  write(storage, next);
  return next;
}
