import {
  LISTING_PAGE_SIZE,
  type ListingView,
  listingViewSearch,
} from '@reprise/domain/listings/listing-view';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * A `to` for a link to another view of the same event page. Changing what is shown (quantity,
 * sort, a filter) starts the list from its first page again.
 */
export function viewLink(view: ListingView, change: Partial<ListingView>): { search: string } {
  return { search: listingViewSearch({ ...view, shown: LISTING_PAGE_SIZE, ...change }) };
}

/**
 * Goes to another view of the event page: the URL holds the view (shareable, survives a reload)
 * and the loader asks the API for it. It replaces the history entry, so Back leaves the page
 * rather than stepping through every filter tried, and keeps the scroll position.
 */
export function useShowView(view: ListingView) {
  const navigate = useNavigate();
  return useCallback(
    (change: Partial<ListingView>) =>
      navigate(viewLink(view, change), { replace: true, preventScrollReset: true }),
    [navigate, view],
  );
}
