import type { Db } from '@reprise/db/client';
import type { InvalidationListener } from '../cache/read-cache';
import { recordRead } from '../cache/read-scope';
import { buildSearchIndex, type SearchIndex } from './build-index';
import { loadCatalogueFingerprint } from './queries';

// How often a request may trigger a background look at whether the catalogue changed, and the
// age after which the index is rebuilt anyway (new days bring nothing new, but edits made without
// an invalidation must show up eventually).
const FRESHNESS_CHECK_MS = 30_000;
const MAX_AGE_MS = 6 * 60 * 60_000;

/** Read-cache tags of the data the index is built from: invalidating one marks the index stale. */
export const SEARCH_INDEX_TAGS: readonly string[] = [
  'categories',
  'genres',
  'leagues',
  'performers',
  'events',
  'venues',
  'places',
];

/**
 * This copy's search index: built on first use, rebuilt after an invalidation of one of
 * SEARCH_INDEX_TAGS (from this copy or, through the invalidation bus, another), and otherwise
 * refreshed in the background when the catalogue's fingerprint moves.
 */
export class SearchIndexStore implements InvalidationListener {
  readonly #db: Db;
  readonly #cdnBaseUrl: string;
  #index: SearchIndex | undefined;
  #building: Promise<SearchIndex> | undefined;
  #buildingFor = -1;
  // Bumped by every invalidation; an index is current when built for the latest generation.
  #generation = 0;
  #indexGeneration = -1;
  #checkedAt = 0;

  constructor(db: Db, cdnBaseUrl: string) {
    this.#db = db;
    this.#cdnBaseUrl = cdnBaseUrl;
  }

  /** The index to answer from; waits for a rebuild after an invalidation. */
  async current(): Promise<SearchIndex> {
    const now = Date.now();
    // Pages built from search answers follow the index: its tags, and the next freshness check.
    recordRead(SEARCH_INDEX_TAGS, now + FRESHNESS_CHECK_MS);
    const index = this.#index;
    if (!index || this.#indexGeneration !== this.#generation) return this.#rebuild();
    if (now - index.builtAt > MAX_AGE_MS) {
      // Serve the old index while the new one builds: a slightly stale answer beats a slow one.
      this.#rebuild().catch(() => {});
    } else if (now - this.#checkedAt > FRESHNESS_CHECK_MS) {
      this.#checkedAt = now;
      this.#refreshIfChanged().catch(() => {});
    }
    return index;
  }

  invalidate(tag: string): void {
    if (SEARCH_INDEX_TAGS.includes(tag)) this.#generation++;
  }

  clear(): void {
    this.#generation++;
  }

  #rebuild(): Promise<SearchIndex> {
    // A build that started before the latest invalidation may have read the old rows: start anew.
    if (this.#building && this.#buildingFor === this.#generation) return this.#building;
    const startedFor = this.#generation;
    const building = (async () => {
      const fingerprint = await loadCatalogueFingerprint(this.#db);
      return buildSearchIndex(this.#db, {
        now: new Date(),
        cdnBaseUrl: this.#cdnBaseUrl,
        fingerprint,
      });
    })();
    this.#building = building;
    this.#buildingFor = startedFor;
    building.then(
      (index) => {
        // An older build finishing after a newer one started must not replace a newer index.
        if (startedFor >= this.#indexGeneration) {
          this.#index = index;
          this.#indexGeneration = startedFor;
          this.#checkedAt = Date.now();
        }
        if (this.#building === building) this.#building = undefined;
      },
      () => {
        if (this.#building === building) this.#building = undefined;
      },
    );
    return building;
  }

  async #refreshIfChanged(): Promise<void> {
    const current = this.#index;
    if (!current) return;
    const fingerprint = await loadCatalogueFingerprint(this.#db);
    // Rebuilt for the same generation: searches keep the old index until the new one is ready.
    if (fingerprint !== current.fingerprint) await this.#rebuild();
  }
}
