import type { Db } from '@reprise/db/client';
import { oauthConnections } from '@reprise/db/schema/identity';
import type { SocialProvider } from '@reprise/domain/schemas/identity';
import { and, eq } from 'drizzle-orm';

/** The buyer a provider account is connected to, if any. */
export async function findConnectedBuyerId(
  db: Db,
  provider: SocialProvider,
  providerUserId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ buyerId: oauthConnections.buyerId })
    .from(oauthConnections)
    .where(
      and(
        eq(oauthConnections.provider, provider),
        eq(oauthConnections.providerUserId, providerUserId),
      ),
    )
    .limit(1);
  return row?.buyerId;
}

export function insertConnection(
  db: Db,
  buyerId: number,
  provider: SocialProvider,
  providerUserId: string,
  email: string | null,
  now: Date,
) {
  return db
    .insert(oauthConnections)
    .values({ buyerId, provider, providerUserId, email, createdAt: now })
    .onConflictDoNothing();
}
