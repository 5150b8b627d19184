import { randomUUID } from 'node:crypto';
import type { Db } from '@reprise/db/client';
import { DomainError } from '../platform/errors/domain-error';
import { signAccessToken } from './access-token';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './session-lifetimes';
import {
  claimRefreshToken,
  findRefreshToken,
  insertFamily,
  insertRefreshToken,
  revokeFamily,
} from './session-queries';

/** The two tokens of a signed-in session, and the session (family) they belong to. */
export interface SessionTokens {
  buyerId: number;
  familyId: string;
  accessToken: string;
  refreshToken: string;
}

/** Starts a session for a buyer: a new family with its first refresh token, and an access token. */
export async function startSession(
  db: Db,
  buyerId: number,
  secret: string,
  now: Date,
): Promise<SessionTokens> {
  const familyId = randomUUID();
  await insertFamily(db, familyId, buyerId, now);
  return issueTokens(db, buyerId, familyId, secret, now);
}

async function issueTokens(
  db: Db,
  buyerId: number,
  familyId: string,
  secret: string,
  now: Date,
): Promise<SessionTokens> {
  const refreshToken = newSecretToken();
  await insertRefreshToken(
    db,
    familyId,
    hashSecretToken(refreshToken),
    now,
    new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  );
  const accessToken = await signAccessToken(
    { buyerId, familyId },
    secret,
    now,
    ACCESS_TOKEN_TTL_MS,
  );
  return { buyerId, familyId, accessToken, refreshToken };
}

const invalid = () =>
  new DomainError('REFRESH_TOKEN_INVALID', 'Your session has ended. Please sign in again.');

/**
 * Exchanges a refresh token for new tokens of the same session. Each token works once: presenting
 * a used one means someone holds a copy, so the whole session is revoked — the thief's tokens and
 * the buyer's current ones alike.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  secret: string,
  now: Date,
): Promise<SessionTokens> {
  const row = await findRefreshToken(db, hashSecretToken(refreshToken));
  if (!row || row.revokedAt !== null) throw invalid();
  if (row.usedAt !== null) {
    await revokeFamily(db, row.familyId, 'reuse', now);
    throw invalid();
  }
  if (row.expiresAt <= now) throw invalid();
  const rotated = await db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, row.id, now))) return null;
    return issueTokens(tx, row.buyerId, row.familyId, secret, now);
  });
  if (!rotated) {
    // Another request used this token between our read and our claim: that is reuse too.
    await revokeFamily(db, row.familyId, 'reuse', now);
    throw invalid();
  }
  return rotated;
}

/** Ends a session (logout). */
export async function endSession(db: Db, familyId: string, now: Date): Promise<void> {
  await revokeFamily(db, familyId, 'logout', now);
}

/** The session a refresh token belongs to, if the token is known (logout without an access token). */
export async function sessionOfRefreshToken(db: Db, refreshToken: string) {
  const row = await findRefreshToken(db, hashSecretToken(refreshToken));
  return row ? { familyId: row.familyId, buyerId: row.buyerId } : null;
}
