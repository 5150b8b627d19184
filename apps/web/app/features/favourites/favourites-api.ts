import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import type {
  FavouriteIdsResponse,
  FavouriteSaveResponse,
  FavouritesResponse,
  FollowedPerformersResponse,
} from '@reprise/domain/schemas/identity';
import type { ApiClient } from '../../lib/api-client';
import type { EventListingCard } from '../events/event-listing';

/** The ids of the signed-in buyer's favourite events (cheap: the hearts on cards read them). */
export async function fetchFavouriteIds(api: ApiClient): Promise<number[]> {
  return (await api.get<FavouriteIdsResponse>('/api/favorities/ids')).data;
}

/** The buyer's favourite events as event cards priced in `currency`, soonest first (getFavorites). */
export async function fetchFavourites(
  api: ApiClient,
  buyerUserId: number,
  currency: string,
): Promise<EventListingCard[]> {
  return (
    await api.get<FavouritesResponse>('/api/favorities', {
      buyerUserId,
      toCurrencyCode: currency,
    })
  ).data;
}

/** Adds (true) or removes (false) a favourite (the favoriteType flag); idempotent. */
export async function saveFavourite(
  api: ApiClient,
  buyerUserId: number,
  eventId: number,
  favoriteType: boolean,
): Promise<boolean> {
  return postFavourite(api, { buyerUserId, eventId, favoriteType });
}

/** The performers the signed-in buyer follows, latest first (the Following tab). */
export async function fetchFollowedPerformers(api: ApiClient): Promise<PerformerCard[]> {
  return (await api.get<FollowedPerformersResponse>('/api/favorities/performers')).data;
}

/** The ids of the performers the signed-in buyer follows (the heart on the performer page). */
export async function fetchFollowedPerformerIds(api: ApiClient): Promise<number[]> {
  return (await fetchFollowedPerformers(api)).map((performer) => performer.id);
}

/** Follows (true) or unfollows (false) a performer: the favourites call with performerId. */
export async function saveFollow(
  api: ApiClient,
  buyerUserId: number,
  performerId: number,
  favoriteType: boolean,
): Promise<boolean> {
  return postFavourite(api, { buyerUserId, performerId, favoriteType });
}

/** The one favourites call, for an event or a performer: the saved state it answers. */
async function postFavourite(
  api: ApiClient,
  body: { buyerUserId: number; favoriteType: boolean } & (
    | { eventId: number }
    | { performerId: number }
  ),
): Promise<boolean> {
  return (await api.post<FavouriteSaveResponse>('/api/favorities/save', body)).data.favorite;
}
