import type { Db } from '@reprise/db/client';
import type { EmailType, TokenPurpose } from '@reprise/domain/schemas/identity';
import type { MailMessage } from '../mail/mailer';
import { DomainError } from '../platform/errors/domain-error';
import { type BuyerRow, findBuyerByEmail, findBuyerById, updateBuyer } from './buyer-queries';
import { IDENTITY_MESSAGES } from './identity-messages';
import { consumeToken, findUsableToken, voidBuyerTokens } from './one-time-token-queries';
import { issueOneTimeToken } from './one-time-tokens';
import { passwordLink, passwordMail } from './password-mails';
import { hashPassword, verifyPassword } from './passwords';
import { notSignedIn } from './require-buyer';
import { hashSecretToken } from './secret-tokens';
import { revokeBuyerFamilies } from './session-queries';
import { type SessionTokens, startSession } from './session-service';

const tokenInvalid = () =>
  new DomainError('TOKEN_INVALID', IDENTITY_MESSAGES.tokenInvalid, 'token');

/**
 * The reset (or change) mail for an email, or null when no account has it. Runs after the
 * forgot-password answer was sent, so the answer says nothing about the account (see routes).
 */
export async function preparePasswordLinkMail(
  db: Db,
  email: string,
  emailType: EmailType,
  publicBaseUrl: string,
  now: Date,
): Promise<MailMessage | null> {
  const buyer = await findBuyerByEmail(db, email.toLowerCase());
  if (!buyer) return null;
  const purpose: TokenPurpose = emailType === 'change' ? 'change' : 'reset';
  const token = await issueOneTimeToken(db, buyer.id, purpose, now);
  return passwordMail(buyer, purpose, passwordLink(publicBaseUrl, purpose, token));
}

/** What a mailed token is for, while it is unused and unexpired. */
export async function checkPasswordToken(db: Db, token: string, now: Date) {
  const row = await findUsableToken(db, hashSecretToken(token), now);
  if (!row) throw tokenInvalid();
  return { valid: true as const, email: row.email, purpose: row.purpose };
}

/**
 * Sets a password with a mailed token and signs the buyer in. The token is used up, every other
 * outstanding link voided, and every other session ended: whoever knew the old password is out.
 */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  password: string,
  secret: string,
  now: Date,
): Promise<{ buyer: BuyerRow; session: SessionTokens }> {
  const tokenHash = hashSecretToken(token);
  // Hashing is slow; check the token first so a dead link costs no hash.
  if (!(await findUsableToken(db, tokenHash, now))) throw tokenInvalid();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, tokenHash, now);
    if (!used) throw tokenInvalid();
    const buyer = await updateBuyer(
      tx,
      used.buyerId,
      { passwordHash, passwordChangedAt: now },
      now,
    );
    if (!buyer) throw tokenInvalid();
    await voidBuyerTokens(tx, buyer.id, now);
    await revokeBuyerFamilies(tx, buyer.id, 'password-reset', now);
    const session = await startSession(tx, buyer.id, secret, now);
    return { buyer, session };
  });
}

/**
 * Changes a signed-in buyer's password after checking the old one. Every session ends, this one
 * included, and a new one starts for this device.
 */
export async function changePassword(
  db: Db,
  buyerId: number,
  oldPassword: string,
  password: string,
  secret: string,
  now: Date,
): Promise<{ buyer: BuyerRow; session: SessionTokens }> {
  const current = await findBuyerById(db, buyerId);
  if (!current) throw notSignedIn();
  if (!current.passwordHash) {
    throw new DomainError('VALIDATION_FAILED', IDENTITY_MESSAGES.noPasswordYet, 'oldPassword');
  }
  if (!(await verifyPassword(current.passwordHash, oldPassword))) {
    throw new DomainError('VALIDATION_FAILED', IDENTITY_MESSAGES.oldPasswordWrong, 'oldPassword');
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const buyer = await updateBuyer(tx, buyerId, { passwordHash, passwordChangedAt: now }, now);
    if (!buyer) throw notSignedIn();
    await voidBuyerTokens(tx, buyerId, now);
    await revokeBuyerFamilies(tx, buyerId, 'password-change', now);
    const session = await startSession(tx, buyerId, secret, now);
    return { buyer, session };
  });
}
