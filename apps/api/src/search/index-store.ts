import type { Db } from '@reprise/db/client';
import { buildSearchIndex, type SearchIndex } from './build-index';
import { loadCatalogueFingerprint } from './queries';

// How often a request may trigger a background look at whether the catalogue changed, and the
// age after which the index is rebuilt anyway (new days bring nothing new, but edits made without
// invalidateSearchIndex() must show up eventually).
const FRESHNESS_CHECK_MS = 30_000;
const MAX_AGE_MS = 6 * 60 * 60_000;

interface IndexState {
  index?: SearchIndex;
  building?: Promise<SearchIndex>;
  generation: number;
  checkedAt: number;
}

const states = new WeakMap<Db, IndexState>();
let generation = 0;

/** Marks every search index stale: the next search rebuilds it. Writers call this after a change. */
export function invalidateSearchIndex(): void {
  generation++;
}

function rebuild(db: Db, state: IndexState, cdnBaseUrl: string): Promise<SearchIndex> {
  if (state.building) return state.building;
  const startedFor = generation;
  const building = (async () => {
    const fingerprint = await loadCatalogueFingerprint(db);
    return buildSearchIndex(db, { now: new Date(), cdnBaseUrl, fingerprint });
  })();
  state.building = building;
  building.then(
    (index) => {
      state.index = index;
      state.generation = startedFor;
      state.checkedAt = Date.now();
      state.building = undefined;
    },
    () => {
      state.building = undefined;
    },
  );
  return building;
}

async function refreshIfChanged(db: Db, state: IndexState, cdnBaseUrl: string): Promise<void> {
  const current = state.index;
  if (!current) return;
  const fingerprint = await loadCatalogueFingerprint(db);
  if (fingerprint !== current.fingerprint) await rebuild(db, state, cdnBaseUrl);
}

/**
 * The search index of this database: built on first use, rebuilt after invalidateSearchIndex(),
 * and otherwise refreshed in the background when the catalogue's fingerprint moves.
 */
export async function currentSearchIndex(db: Db, cdnBaseUrl: string): Promise<SearchIndex> {
  let state = states.get(db);
  if (!state) {
    state = { generation: -1, checkedAt: 0 };
    states.set(db, state);
  }
  const now = Date.now();
  const index = state.index;
  if (!index || state.generation !== generation) return rebuild(db, state, cdnBaseUrl);
  if (now - index.builtAt > MAX_AGE_MS) {
    // Serve the old index while the new one builds: a slightly stale answer beats a slow one.
    rebuild(db, state, cdnBaseUrl).catch(() => {});
  } else if (now - state.checkedAt > FRESHNESS_CHECK_MS) {
    state.checkedAt = now;
    refreshIfChanged(db, state, cdnBaseUrl).catch(() => {});
  }
  return index;
}
