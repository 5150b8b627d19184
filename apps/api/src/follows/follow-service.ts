import type { Db } from '@reprise/db/client';
import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import { findPerformersByIds, toPerformerCard } from '../catalog/public';
import { verifyUnsubscribeToken } from '../notifications/public';
import { DomainError } from '../platform/errors/domain-error';
import {
  addFollow,
  listFollowedPerformerIds,
  performerExists,
  removeFollow,
  removeFollowById,
} from './follow-queries';

/** How many performers one buyer may follow: far more than anyone keeps up with. */
export const FOLLOWS_MAX = 500;

/** The performers the buyer follows as performer cards, latest follow first. */
export async function listFollowedPerformers(
  db: Db,
  cdnBaseUrl: string,
  buyerId: number,
): Promise<PerformerCard[]> {
  const ids = await listFollowedPerformerIds(db, buyerId);
  if (ids.length === 0) return [];
  const rows = new Map((await findPerformersByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toPerformerCard(row, cdnBaseUrl)] : [];
  });
}

/** Follows (follow true) or unfollows a performer; both are idempotent. */
export async function saveFollow(
  db: Db,
  buyerId: number,
  performerId: number,
  follow: boolean,
): Promise<{ performerId: number; favorite: boolean }> {
  if (!follow) {
    await removeFollow(db, buyerId, performerId);
    return { performerId, favorite: false };
  }
  if (!(await performerExists(db, performerId))) {
    throw new DomainError(
      'NOT_FOUND',
      `There is no performer with id ${performerId}.`,
      'performerId',
    );
  }
  const followed = await listFollowedPerformerIds(db, buyerId);
  if (followed.length >= FOLLOWS_MAX && !followed.includes(performerId)) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `You can follow up to ${FOLLOWS_MAX} performers. Unfollow some to add more.`,
      'performerId',
    );
  }
  await addFollow(db, buyerId, performerId);
  return { performerId, favorite: true };
}

/**
 * The follow mail's one-click unsubscribe: ends that follow, no sign-in. A link clicked twice
 * (the follow already gone) answers the same; a token this server did not sign is refused.
 */
export async function unsubscribeFollow(db: Db, token: string, secret: string) {
  const followId = verifyUnsubscribeToken(token, secret, 'performerFollow');
  if (followId === null) {
    throw new DomainError('TOKEN_INVALID', 'This unsubscribe link is not valid.', 'token');
  }
  await removeFollowById(db, followId);
  return { followId, ended: true as const };
}
