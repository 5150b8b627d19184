import type { Db } from '@reprise/db/client';
import { DomainError } from '../platform/errors/domain-error';
import { type BuyerRow, findBuyerByEmail, updateBuyer } from './buyer-queries';
import { IDENTITY_MESSAGES } from './identity-messages';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/**
 * The buyer whose email and password these are, or INVALID_CREDENTIALS — the same answer, in the
 * same time, for an unknown email, an account without a password and a wrong password.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<BuyerRow> {
  const buyer = await findBuyerByEmail(db, email.toLowerCase());
  const matches = await verifyPassword(buyer?.passwordHash ?? null, password);
  if (!buyer || !matches) {
    throw new DomainError('INVALID_CREDENTIALS', IDENTITY_MESSAGES.invalidCredentials);
  }
  // Hashes made with older, weaker parameters are upgraded while we hold the password.
  if (buyer.passwordHash && needsRehash(buyer.passwordHash)) {
    await updateBuyer(db, buyer.id, { passwordHash: await hashPassword(password) }, now);
  }
  return buyer;
}
