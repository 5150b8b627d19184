import type { Db } from '@reprise/db/client';
import { containsPattern } from '@reprise/db/like-pattern';
import { buyers, firstOrderOffers } from '@reprise/db/schema/identity';
import type { LanguageTag } from '@reprise/domain/constants';
import type { saveProfileBodySchema } from '@reprise/domain/schemas/identity';
import { and, eq, ilike, like, ne, or } from 'drizzle-orm';
import type { z } from 'zod';

export type BuyerRow = typeof buyers.$inferSelect;
export type NewBuyer = typeof buyers.$inferInsert;

/**
 * The profile a buyer gives (at sign-up, on the account page) as buyer columns: names, and phone
 * and location, each removed when not given.
 */
export function profileColumns(input: z.output<typeof saveProfileBodySchema>) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number ?? null,
    phonecode: input.phonecode ?? null,
    location: input.location ?? null,
  };
}

/** The buyer with this email (already lower-cased), if any. */
export async function findBuyerByEmail(db: Db, email: string): Promise<BuyerRow | undefined> {
  const [row] = await db.select().from(buyers).where(eq(buyers.email, email)).limit(1);
  return row;
}

export async function findBuyerById(db: Db, id: number): Promise<BuyerRow | undefined> {
  const [row] = await db.select().from(buyers).where(eq(buyers.id, id)).limit(1);
  return row;
}

/** Inserts a buyer; answers undefined when the email is taken (a concurrent sign-up). */
export async function insertBuyer(db: Db, buyer: NewBuyer): Promise<BuyerRow | undefined> {
  const [row] = await db
    .insert(buyers)
    .values(buyer)
    .onConflictDoNothing({ target: buyers.email })
    .returning();
  return row;
}

/**
 * Moves a buyer's mail language to the one they chose, in one statement that writes only when
 * it differs (two requests at once cannot interleave a read and a write).
 */
export async function noteBuyerLanguage(
  db: Db,
  id: number,
  language: LanguageTag,
  now: Date,
): Promise<void> {
  await db
    .update(buyers)
    .set({ language, updatedAt: now })
    .where(and(eq(buyers.id, id), ne(buyers.language, language)));
}

export async function updateBuyer(
  db: Db,
  id: number,
  changes: Partial<Omit<NewBuyer, 'id' | 'email' | 'createdAt'>>,
  now: Date,
): Promise<BuyerRow | undefined> {
  const [row] = await db
    .update(buyers)
    .set({ ...changes, updatedAt: now })
    .where(eq(buyers.id, id))
    .returning();
  return row;
}

/** Records the first-order discount a pop-up sign-up earned; a second call changes nothing. */
export function insertFirstOrderOffer(
  db: Db,
  buyerId: number,
  discountPercent: number,
  now: Date,
  expiresAt: Date,
) {
  return db
    .insert(firstOrderOffers)
    .values({ buyerId, discountPercent, createdAt: now, expiresAt })
    .onConflictDoNothing();
}

export async function findFirstOrderOffer(db: Db, buyerId: number) {
  const [row] = await db
    .select()
    .from(firstOrderOffers)
    .where(eq(firstOrderOffers.buyerId, buyerId))
    .limit(1);
  return row;
}

/** A page of the buyer list, and text its email or names must contain (the desk's search). */
export interface BuyerListPage {
  q?: string;
  limit: number;
  offset: number;
}

/**
 * Every buyer's id and email, oldest first (the operator's getAllBuyerUsers); with `page`, one
 * page of those matching its search, with their names (the desk's buyer list).
 */
export function listBuyerEmails(db: Db, page?: BuyerListPage) {
  const query = db
    .select({
      id: buyers.id,
      email: buyers.email,
      firstName: buyers.firstName,
      lastName: buyers.lastName,
    })
    .from(buyers)
    .orderBy(buyers.id)
    .$dynamic();
  if (!page) return query;
  const text = page.q ? containsPattern(page.q.toLowerCase()) : null;
  const matching = text
    ? query.where(
        or(like(buyers.email, text), ilike(buyers.firstName, text), ilike(buyers.lastName, text)),
      )
    : query;
  return matching.limit(page.limit).offset(page.offset);
}
