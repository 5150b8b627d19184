import type { Db } from '@reprise/db/client';
import {
  DEFAULT_LANGUAGE,
  FIRST_ORDER_DISCOUNT_DAYS,
  FIRST_ORDER_DISCOUNT_PERCENT,
  type LanguageTag,
} from '@reprise/domain/constants';
import type { registerBodySchema } from '@reprise/domain/schemas/identity';
import type { z } from 'zod';
import {
  type BuyerRow,
  findBuyerByEmail,
  insertBuyer,
  insertFirstOrderOffer,
  profileColumns,
} from './buyer-queries';
import { issueOneTimeToken } from './one-time-tokens';
import type { AccountRecipient } from './password-mails';

const DAY_MS = 86_400_000;

export type RegisterInput = z.output<typeof registerBodySchema>;

/**
 * What a sign-up did: a new account and its set-password token to mail, or, for an email that
 * already has an account, that account's owner to tell (nothing of it changes).
 */
export type Registered =
  | {
      created: true;
      buyer: Pick<BuyerRow, 'id' | 'email' | 'firstName' | 'language' | 'createdAt'>;
      setPasswordToken: string;
    }
  | { created: false; owner: AccountRecipient };

/**
 * Creates an account without a password (sign-up asks for none): the buyer sets one through the mailed link.
 * A sign-up from the first-order pop-up earns the 10% discount for 90 days. The account's mails
 * start in the sign-up request's language.
 */
export async function registerBuyer(
  db: Db,
  input: RegisterInput,
  signupIp: string,
  language: LanguageTag,
  now: Date,
): Promise<Registered> {
  return db.transaction(async (tx) => {
    const buyer = await insertBuyer(tx, {
      email: input.email.toLowerCase(),
      ...profileColumns(input),
      signupIp,
      language,
      createdAt: now,
      updatedAt: now,
    });
    if (!buyer) {
      const owner = await findBuyerByEmail(tx, input.email.toLowerCase());
      return {
        created: false,
        owner: {
          email: owner?.email ?? input.email.toLowerCase(),
          firstName: owner?.firstName ?? '',
          language: owner?.language ?? DEFAULT_LANGUAGE,
        },
      };
    }
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
      created: true,
      buyer: {
        id: buyer.id,
        email: buyer.email,
        firstName: buyer.firstName,
        language: buyer.language,
        createdAt: buyer.createdAt,
      },
      setPasswordToken,
    };
  });
}
