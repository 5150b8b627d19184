import type { Db } from '@reprise/db/client';
import type { TokenPurpose } from '@reprise/domain/schemas/identity';
import { insertOneTimeToken } from './one-time-token-queries';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { ONE_TIME_TOKEN_TTL_MS } from './session-lifetimes';

/** Stores (hashed) a new single-use link token for a buyer and answers the token itself. */
export async function issueOneTimeToken(
  db: Db,
  buyerId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await insertOneTimeToken(
    db,
    buyerId,
    purpose,
    hashSecretToken(token),
    now,
    new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS),
  );
  return token;
}
