import type { Db } from '@reprise/db/client';
import type { ticketDeliverUserBodySchema } from '@reprise/domain/schemas/identity';
import type { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';
import {
  insertDeliveryContact,
  ticketingSystemExists,
  upsertTicketingSystemLink,
} from './delivery-queries';

/** Records who receives an order's tickets (the /ticket-deliver-user call); checkout refers to its id. */
export async function saveDeliveryContact(
  db: Db,
  buyerId: number,
  input: z.output<typeof ticketDeliverUserBodySchema>,
  ipAddress: string,
  now: Date,
) {
  const row = await insertDeliveryContact(db, {
    buyerId,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email.toLowerCase(),
    phoneNumber: input.phone_number ?? null,
    phonecode: input.phonecode ?? null,
    ipAddress,
    createdAt: now,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** Keeps the buyer's user id at a ticketing system (the /ticketing-system/user-login/save call). */
export async function saveTicketingSystemLogin(
  db: Db,
  buyerId: number,
  ticketingSystemId: number,
  externalUserId: string,
  now: Date,
) {
  if (!(await ticketingSystemExists(db, ticketingSystemId))) {
    throw new DomainError(
      'NOT_FOUND',
      `There is no ticketing system with id ${ticketingSystemId}.`,
      'ticketingSystemId',
    );
  }
  return upsertTicketingSystemLink(db, buyerId, ticketingSystemId, externalUserId, now);
}
