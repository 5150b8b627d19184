import type { Db } from '@reprise/db/client';
import { consentRecords, type cookieStatuses } from '@reprise/db/schema/identity';
import { eq } from 'drizzle-orm';

type CookieStatus = (typeof cookieStatuses)[number];

export async function findConsent(db: Db, token: string) {
  const [row] = await db
    .select({ cookiesStatus: consentRecords.cookiesStatus })
    .from(consentRecords)
    .where(eq(consentRecords.token, token))
    .limit(1);
  return row;
}

/** Stores a consent answer under a token, replacing an earlier answer under the same token. */
export function upsertConsent(db: Db, token: string, cookiesStatus: CookieStatus, now: Date) {
  return db
    .insert(consentRecords)
    .values({ token, cookiesStatus, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: consentRecords.token,
      set: { cookiesStatus, updatedAt: now },
    });
}
