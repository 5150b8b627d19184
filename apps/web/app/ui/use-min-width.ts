import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least `px` wide, following resizes. The server (and hydration)
 * answer `serverValue`, so the first client render matches the HTML.
 */
export function useMinWidth(px: number, serverValue = false): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? serverValue,
    () => serverValue,
  );
}
