import { useState } from 'react';

export interface ShowMoreOptions<T> {
  /** What the loader fetched: the first page. */
  items: readonly T[];
  /** Matching items across all pages (items.length when unknown). */
  total: number;
  /** Items shown before Show More, and again after Show Less. */
  initialCount: number;
  /** Items each Show More adds. */
  increment: number;
  /** Page size of loadPage; the loader fetched page 1 of it. */
  pageSize: number;
  /** Fetches one page (from 2) in the browser; absent when the loader has everything. */
  loadPage?: (page: number) => Promise<T[]>;
}

/**
 * Show More / Show Less over loader data. Show More reveals `increment` more from what
 * is already loaded and only fetches the next page when it runs out (pages > 1 append).
 */
export function useShowMore<T>(options: ShowMoreOptions<T>) {
  const { items, total, initialCount, increment, pageSize, loadPage } = options;
  const [loaded, setLoaded] = useState<readonly T[]>(items);
  const [visibleCount, setVisibleCount] = useState(initialCount);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const available = Math.max(total, loaded.length);
  const canShowMore = visibleCount < available && (loaded.length > visibleCount || !!loadPage);
  const canShowLess = visibleCount > initialCount && loaded.length > initialCount;

  async function showMore() {
    const target = visibleCount + increment;
    setFailed(false);
    if (target > loaded.length && loaded.length < total && loadPage) {
      setLoading(true);
      try {
        const page = Math.floor(loaded.length / pageSize) + 1;
        const next = await loadPage(page);
        setLoaded((current) => [...current, ...next]);
      } catch {
        setFailed(true);
        setLoading(false);
        return;
      }
      setLoading(false);
    }
    setVisibleCount(target);
  }

  function showLess() {
    setVisibleCount(initialCount);
  }

  return {
    visible: loaded.slice(0, visibleCount),
    canShowMore,
    canShowLess,
    loading,
    failed,
    showMore,
    showLess,
  };
}
