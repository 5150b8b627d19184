import { browserApi } from '../../lib/api-client';
import {
  fetchFavouriteIds,
  fetchFollowedPerformerIds,
  saveFavourite,
  saveFollow,
} from './favourites-api';
import { createSavedIdsStore } from './saved-ids-store';

/** The buyer's favourite events (the hearts on cards and the event page). */
const favourites = createSavedIdsStore(
  () => fetchFavouriteIds(browserApi()),
  (userId, eventId, saved) => saveFavourite(browserApi(), userId, eventId, saved),
);

/** The performers the buyer follows (the heart on the performer page). */
export const follows = createSavedIdsStore(
  () => fetchFollowedPerformerIds(browserApi()),
  (userId, performerId, saved) => saveFollow(browserApi(), userId, performerId, saved),
);

/** Loads the favourite ids of `userId` once (again after a different buyer signs in). */
export const loadFavouritesOf = favourites.loadFor;

/** Marks or unmarks a favourite at once and saves it; a failed save undoes it and rethrows. */
export const toggleFavourite = favourites.toggle;

/** Whether an event is a favourite of the signed-in buyer (null: signed out); loads the ids. */
export const useIsFavourite = favourites.useIsSaved;

/** For tests: forget every loaded id. */
export function resetFavouritesForTests() {
  favourites.reset();
  follows.reset();
}
