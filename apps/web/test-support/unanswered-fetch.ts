import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a suite rendering the site's shell, whose location flow calls the API once hydrated: in
 * each test those calls never answer, and after it the page is removed and fetch restored.
 */
export function leaveFetchUnansweredInEachTest() {
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
