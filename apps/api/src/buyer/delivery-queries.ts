import type { Db } from '@reprise/db/client';
import { deliveryContacts, ticketingSystemLinks } from '@reprise/db/schema/identity';
import { ticketingSystems } from '@reprise/db/schema/listings';
import { idExists } from '../platform/id-exists';

export type NewDeliveryContact = typeof deliveryContacts.$inferInsert;

export async function insertDeliveryContact(db: Db, contact: NewDeliveryContact) {
  const [row] = await db
    .insert(deliveryContacts)
    .values(contact)
    .returning({ id: deliveryContacts.id, createdAt: deliveryContacts.createdAt });
  return row!;
}

export const ticketingSystemExists = (db: Db, id: number) => idExists(db, ticketingSystems.id, id);

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
