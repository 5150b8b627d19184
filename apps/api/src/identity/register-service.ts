import type { Db } from '@reprise/db/client';
import { FIRST_ORDER_DISCOUNT_DAYS, FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import type { registerBodySchema } from '@reprise/domain/schemas/identity';
import type { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';
import { insertBuyer, insertFirstOrderOffer } from './buyer-queries';
import { IDENTITY_MESSAGES } from './identity-messages';
import { issueOneTimeToken } from './one-time-tokens';

const DAY_MS = 86_400_000;

export type RegisterInput = z.output<typeof registerBodySchema>;

/** What register answers, and the set-password link to mail once the account exists. */
export interface Registered {
  buyer: { id: number; email: string; firstName: string; createdAt: Date };
  setPasswordToken: string;
}

/**
 * Creates an account without a password (sign-up asks for none): the buyer sets one through the mailed link.
 * A sign-up from the first-order pop-up earns the 10% discount for 90 days.
 */
export async function registerBuyer(
  db: Db,
  input: RegisterInput,
  signupIp: string,
  now: Date,
): Promise<Registered> {
  return db.transaction(async (tx) => {
    const buyer = await insertBuyer(tx, {
      email: input.email.toLowerCase(),
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number ?? null,
      phonecode: input.phonecode ?? null,
      location: input.location ?? null,
      signupIp,
      createdAt: now,
      updatedAt: now,
    });
    if (!buyer) throw new DomainError('EMAIL_TAKEN', IDENTITY_MESSAGES.emailTaken, 'email');
    if (input.SignupFirstOrder) {
      await insertFirstOrderOffer(
        tx,
        buyer.id,
        FIRST_ORDER_DISCOUNT_PERCENT,
        now,
        new Date(now.getTime() + FIRST_ORDER_DISCOUNT_DAYS * DAY_MS),
      );
    }
    const setPasswordToken = await issueOneTimeToken(tx, buyer.id, 'set', now);
    return {
      buyer: {
        id: buyer.id,
        email: buyer.email,
        firstName: buyer.firstName,
        createdAt: buyer.createdAt,
      },
      setPasswordToken,
    };
  });
}
