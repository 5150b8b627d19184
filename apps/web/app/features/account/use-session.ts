import { useCallback } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { SessionUser } from '../../lib/session/session-user';
import { useShownSessionUser } from '../../lib/session/use-shown-session-user';

/** The signed-in buyer of this page (root loader data, else the userObject cookie once hydrated), or null. */
export function useSessionUser(): SessionUser | null {
  const root = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  return useShownSessionUser(root?.user ?? null);
}

/**
 * A function to call after a sign-in, sign-out or name change: the page's loaders run again, and
 * the root's too since the userObject cookie changed (root.tsx), so the header and session-aware
 * pages show the new state.
 */
export function useSessionChanged(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  return useCallback(() => revalidate(), [revalidate]);
}
