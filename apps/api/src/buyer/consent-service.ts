import type { Db } from '@reprise/db/client';
import type { CookieStatus } from '@reprise/domain/schemas/identity';
import { newSecretToken } from '../identity/public';
import { DomainError } from '../platform/errors/domain-error';
import { findConsent, upsertConsent } from './consent-queries';

// The consent token is the visitor's handle on their own answer (kept in local storage as
// cookieToken); it proves nothing about anyone, so it is stored as it is.
/** Stores a cookie-consent answer (the /setCookies call); a new token unless a known one is given. */
export async function saveConsent(
  db: Db,
  token: string | undefined,
  cookiesStatus: CookieStatus,
  now: Date,
): Promise<{ token: string }> {
  const known = token && (await findConsent(db, token)) ? token : undefined;
  const kept = known ?? newSecretToken();
  await upsertConsent(db, kept, cookiesStatus, now);
  return { token: kept };
}

/** The stored answer of a consent token (the /getCookieStatus call), or 404. */
export async function consentStatus(db: Db, token: string) {
  const row = await findConsent(db, token);
  if (!row) {
    throw new DomainError('NOT_FOUND', 'No cookie choice is stored for this token.', 'token');
  }
  return { cookiesStatus: row.cookiesStatus };
}
