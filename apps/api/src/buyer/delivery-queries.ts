import type { Db } from '@reprise/db/client';
import { deliveryContacts, ticketingSystemLinks } from '@reprise/db/schema/identity';
import { ticketingSystems } from '@reprise/db/schema/listings';
import { eq } from 'drizzle-orm';

export type NewDeliveryContact = typeof deliveryContacts.$inferInsert;

export async function insertDeliveryContact(db: Db, contact: NewDeliveryContact) {
  const [row] = await db
    .insert(deliveryContacts)
    .values(contact)
    .returning({ id: deliveryContacts.id, createdAt: deliveryContacts.createdAt });
  return row!;
}

export async function ticketingSystemExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: ticketingSystems.id })
    .from(ticketingSystems)
    .where(eq(ticketingSystems.id, id))
    .limit(1);
  return rows.length === 1;
}

/** Saves the buyer's user id at a ticketing system; saving again replaces it. */
export async function upsertTicketingSystemLink(
  db: Db,
  buyerId: number,
  ticketingSystemId: number,
  externalUserId: string,
  now: Date,
) {
  const [row] = await db
    .insert(ticketingSystemLinks)
    .values({ buyerId, ticketingSystemId, externalUserId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [ticketingSystemLinks.buyerId, ticketingSystemLinks.ticketingSystemId],
      set: { externalUserId, updatedAt: now },
    })
    .returning({ id: ticketingSystemLinks.id });
  return row!;
}
