import type { Db } from '@reprise/db/client';
import type { LanguageTag } from '@reprise/domain/constants';
import type { SocialProvider } from '@reprise/domain/schemas/identity';
import { DomainError } from '../../platform/errors/domain-error';
import { type BuyerRow, findBuyerByEmail, findBuyerById, insertBuyer } from '../buyer-queries';
import type { SocialProfile } from './social-client';
import { PROVIDER_NAMES } from './social-config';
import { findConnectedBuyerId, insertConnection } from './social-queries';

/**
 * The buyer a social sign-in is for: the one already connected to this provider account; else the
 * account with the same email, when the provider vouches for the email; else a new account (fans
 * who press "sign in" with a new Google account expect to get in, so both types create one),
 * whose mails start in the request's language.
 */
export async function buyerForSocialProfile(
  db: Db,
  provider: SocialProvider,
  profile: SocialProfile,
  signupIp: string,
  language: LanguageTag,
  now: Date,
): Promise<{ buyer: BuyerRow; isNewUser: boolean }> {
  return db.transaction(async (tx) => {
    const connectedId = await findConnectedBuyerId(tx, provider, profile.providerUserId);
    const connected = connectedId === undefined ? undefined : await findBuyerById(tx, connectedId);
    if (connected) return { buyer: connected, isNewUser: false };

    const name = PROVIDER_NAMES[provider];
    if (!profile.email) {
      throw new DomainError(
        'SOCIAL_EMAIL_REQUIRED',
        `${name} did not share your email address. Allow email access and try again, or sign up with email.`,
      );
    }
    const existing = await findBuyerByEmail(tx, profile.email);
    if (existing && !profile.emailVerified) {
      throw new DomainError(
        'SOCIAL_EMAIL_REQUIRED',
        `${name} has not confirmed this email address, so we cannot join it to your account. Sign in with your password instead.`,
      );
    }
    const buyer =
      existing ??
      (await insertBuyer(tx, {
        email: profile.email,
        firstName: profile.firstName || profile.email.split('@')[0] || name,
        lastName: profile.lastName,
        signupIp,
        language,
        createdAt: now,
        updatedAt: now,
      }));
    if (!buyer) {
      // The same email signed up at this very moment: let the buyer simply try again.
      throw new DomainError(
        'SOCIAL_SIGN_IN_FAILED',
        `${name} sign-in did not complete. Please try again.`,
      );
    }
    await insertConnection(tx, buyer.id, provider, profile.providerUserId, profile.email, now);
    return { buyer, isNewUser: !existing };
  });
}
