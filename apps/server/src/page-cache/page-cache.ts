import type { CacheLookups, ReadCache } from '@reprise/api/cache/read-cache';
import { TaggedCache, type TaggedEntry } from '@reprise/api/cache/tagged-cache';
import { type CachedPage, pageBytes } from './cached-page';

/** A page found in the cache, with what it was built from; `expiresAt` is when its data goes stale. */
export type PageEntry = TaggedEntry<CachedPage>;

/** A page found in the cache; `stale` once its data's time is up but within the grace. */
export interface PageHit {
  entry: PageEntry;
  /** Its data is past its TTL: serve it, and render a fresh one in the background. */
  stale: boolean;
}

/** What a shared render hands back to the cache. */
export interface RenderedShare {
  page: CachedPage;
  tags: Iterable<string>;
  expiresAt: number;
}

/** One render in progress for a key; others asking for the key wait for it. */
export interface Flight {
  /** Taken before rendering: data invalidated after it makes the page too old to keep. */
  readonly ticket: number;
  /** Keeps the page (when it can) and hands it to everyone waiting. */
  land(share: RenderedShare): PageEntry;
  /** The render was not shareable (or failed): everyone waiting renders their own. */
  cancel(): void;
}

/**
 * How long past its data's TTL a page may still be served while one render of a fresh copy runs.
 * Without it, every page whose data has a short TTL (an event page's listings) stalls all its
 * visitors for one render each time the data's time is up. An invalidated page is never served
 * stale: invalidation removes it at once.
 */
export const STALE_GRACE_MS = 5_000;

// Pages found personal (login-required, marked personal) are remembered this long, up to this
// many, so a signed-in visitor's next request for one renders once, not first as the shared page.
const PERSONAL_MEMORY_MS = 60_000;
const PERSONAL_MEMORY_KEYS = 10_000;

// The two answers `get` gives for a kept page, made once when it is kept: a hit allocates nothing.
interface KeptPage {
  fresh: PageHit;
  stale: PageHit;
  /** When the data the page shows goes stale (the cache entry outlives it by the grace). */
  freshUntil: number;
}

/**
 * Rendered anonymous pages shared between visitors on this copy: bounded in bytes, each kept under
 * the read-cache tags of the data it shows and no longer than that data is fresh (plus a short
 * grace while a fresh copy renders), dropped when one of those tags is invalidated (here or,
 * through the invalidation bus, on another copy). Concurrent misses for one key wait for a single
 * render.
 */
export class PageCache {
  readonly #pages: TaggedCache<KeptPage>;
  readonly #flights = new Map<string, Promise<PageEntry | null>>();
  readonly #personal = new Map<string, number>();
  readonly #now: () => number;
  #hits = 0;
  #misses = 0;

  constructor(options: { maxBytes: number; readCache: ReadCache; now?: () => number }) {
    this.#now = options.now ?? Date.now;
    this.#pages = new TaggedCache({ maxBytes: options.maxBytes, now: this.#now });
    options.readCache.subscribe(this.#pages);
  }

  /** A fresh page for the key, or one within the grace past its data's TTL (`stale`). */
  get(key: string): PageHit | undefined {
    const kept = this.#pages.get(key);
    if (!kept) {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    const { fresh, stale, freshUntil } = kept.value;
    return freshUntil <= this.#now() ? stale : fresh;
  }

  /** The page another request is rendering for this key, once it lands (null if it is not shared). */
  waitFor(key: string): Promise<PageEntry | null> | undefined {
    return this.#flights.get(key);
  }

  /** Starts rendering the key: later requests for it wait until `land` is called. */
  takeOff(key: string): Flight {
    const ticket = this.#pages.ticket();
    let settle: (entry: PageEntry | null) => void = () => {};
    const flight = new Promise<PageEntry | null>((resolve) => {
      settle = resolve;
    });
    this.#flights.set(key, flight);
    const done = (entry: PageEntry | null) => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
      settle(entry);
    };
    return {
      ticket,
      land: (share) => {
        const entry = this.#keep(key, share, ticket);
        done(entry);
        return entry;
      },
      cancel: () => done(null),
    };
  }

  /** Notes that the page under this key depends on who asks: it is never shared. */
  rememberPersonal(key: string): void {
    this.#personal.delete(key);
    this.#personal.set(key, this.#now() + PERSONAL_MEMORY_MS);
    if (this.#personal.size > PERSONAL_MEMORY_KEYS) {
      const oldest = this.#personal.keys().next().value;
      if (oldest !== undefined) this.#personal.delete(oldest);
    }
  }

  /** Whether the page under this key was found personal lately. */
  isPersonal(key: string): boolean {
    const until = this.#personal.get(key);
    if (until === undefined) return false;
    if (until > this.#now()) return true;
    this.#personal.delete(key);
    return false;
  }

  /** Lookups answered with a kept page (fresh or within its grace) and lookups that found none. */
  get lookups(): CacheLookups {
    return { hits: this.#hits, misses: this.#misses };
  }

  /** Bytes and pages held. */
  get stats(): { bytes: number; pages: number } {
    return { bytes: this.#pages.bytes, pages: this.#pages.size };
  }

  #keep(key: string, share: RenderedShare, ticket: number): PageEntry {
    const tags = [...new Set(share.tags)];
    const entry: PageEntry = {
      value: share.page,
      tags,
      expiresAt: share.expiresAt,
      bytes: pageBytes(share.page),
    };
    // A page whose data is already stale is not kept at all, grace or not.
    if (share.expiresAt <= this.#now()) return entry;
    // Refused (too big, or invalidated while rendering): this answer still goes out whole, just
    // not kept.
    this.#pages.set(
      key,
      {
        fresh: { entry, stale: false },
        stale: { entry, stale: true },
        freshUntil: share.expiresAt,
      },
      { tags, expiresAt: share.expiresAt + STALE_GRACE_MS, bytes: entry.bytes, ticket },
    );
    return entry;
  }
}
