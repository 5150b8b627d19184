import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@reprise/domain/constants';
import type { SearchGroups } from '@reprise/domain/schemas/search';
import { useEffect, useRef, useState } from 'react';
import { fetchGlobalSearch, searchClient } from './search-api';
import { searchCountryCode } from './search-country';

/**
 * idle: under the minimum length (Browse Categories); pending: waiting out the debounce or the
 * answer; done: `results` answer `query`; error: the search failed (logged).
 */
export interface SearchResultsState {
  status: 'idle' | 'pending' | 'done' | 'error';
  /** The trimmed text the shown results (or empty text) belong to. */
  query: string;
  results: SearchGroups | null;
}

const IDLE: SearchResultsState = { status: 'idle', query: '', results: null };

/**
 * Search as you type: a request 1 s after the last change of the trimmed text, when it
 * has 2+ characters and the box is open. A newer text aborts the older request and its answer is
 * dropped even if it still arrives, so results never go back in time. Under 2 characters
 * everything is cleared.
 */
export function useSearchResults(
  text: string,
  enabled: boolean,
  pageCountry: string | null,
): SearchResultsState {
  const query = text.trim();
  const [state, setState] = useState<SearchResultsState>(IDLE);
  // The query whose answer is on screen: reopening the box must not search the same text again.
  const answeredRef = useRef<string | null>(null);

  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) {
      answeredRef.current = null;
      setState(IDLE);
      return;
    }
    if (answeredRef.current === query) {
      // Back to the text already answered (typed and erased a letter): its results stand.
      setState((current) =>
        current.query === query && current.status !== 'done'
          ? { ...current, status: 'done' }
          : current,
      );
      return;
    }
    if (!enabled) return;
    // Earlier results stay visible while the next ones load, marked pending.
    setState((current) =>
      current.status === 'pending' ? current : { ...current, status: 'pending' },
    );
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const countryCode = searchCountryCode(pageCountry, document.cookie);
      fetchGlobalSearch(searchClient(controller.signal), query, countryCode).then(
        (response) => {
          if (controller.signal.aborted) return;
          answeredRef.current = query;
          setState({ status: 'done', query, results: response.data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A global search failure is logged; the box says so instead of failing silently.
          console.error('Global search failed', error);
          answeredRef.current = null;
          setState({ status: 'error', query, results: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled, pageCountry]);

  return state;
}
