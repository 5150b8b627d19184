import { useState } from 'react';

/**
 * The state of a list's Show More: `loading` while the next page is on its way, `failed` when the
 * last one did not come (cleared when the visitor tries again). `onError` hears why.
 */
export function useLoadMore(onError?: (error: unknown) => void) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  /** Runs `step` (fetch the next page and add it) with the state around it. */
  async function load(step: () => Promise<void>) {
    setLoading(true);
    setFailed(false);
    try {
      await step();
    } catch (error) {
      onError?.(error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { loading, failed, load };
}
