import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, mailLanguage, requiredRef, timestamptz, updatedAt } from './columns';
import { ticketingSystems } from './listings';

// Buyer accounts and their sessions (ADR 0005). Every secret that proves who someone is — refresh
// tokens, mailed one-time tokens — is stored as a SHA-256 hash only, so a copy of the database
// signs nobody in. Passwords are argon2id hashes.

export const buyers = pgTable(
  'buyers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased on the way in, so one address is one account whatever its case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** National number, digits only. */
    phoneNumber: text('phone_number'),
    /** Country calling code without '+'. */
    phonecode: text('phonecode'),
    /** JSON text of the found address, as the sign-up form sends it. */
    location: text('location'),
    /** argon2id hash; null until the buyer sets a password (email sign-up mails a link). */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** The connection's address at sign-up. */
    signupIp: text('signup_ip'),
    /** Display preferences stored by saveAccountSync. */
    currency: text('currency'),
    countryCode: text('country_code'),
    /**
     * The language of the buyer's mails: the sign-up request's, then the language cookie of a
     * sign-in or an order when it names another.
     */
    language: mailLanguage(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('buyers_email_idx').on(t.email)],
);

/** The buyer a row belongs to: the row goes with the buyer's account when that is deleted. */
export const buyerOwner = () => requiredRef('buyer_id', () => buyers.id, { onDelete: 'cascade' });

export const sessionRevokeReasons = [
  'logout',
  'reuse',
  'password-reset',
  'password-change',
] as const;

/**
 * One sign-in: the chain of refresh tokens that rotate from it. Revoking the family ends the
 * session everywhere at once (logout, reuse of a rotated token, a password reset).
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: text('id').primaryKey(),
    buyerId: buyerOwner(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason', { enum: sessionRevokeReasons }),
  },
  (t) => [index('refresh_token_families_buyer_idx').on(t.buyerId)],
);

/** A refresh token of a family; `used_at` is set when it is rotated, and a second use is reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const oneTimeTokenPurposes = ['set', 'reset', 'change'] as const;

/** A mailed single-use link token: set a first password, reset a forgotten one, change it. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    buyerId: buyerOwner(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    index('one_time_tokens_buyer_idx').on(t.buyerId),
  ],
);

export const oauthProviders = ['google', 'facebook'] as const;

/** A buyer's account at a social sign-in provider. */
export const oauthConnections = pgTable(
  'oauth_connections',
  {
    id: serial('id').primaryKey(),
    buyerId: buyerOwner(),
    provider: text('provider', { enum: oauthProviders }).notNull(),
    /** The provider's stable user id (Google `sub`, Facebook `id`). */
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_connections_provider_user_idx').on(t.provider, t.providerUserId),
    index('oauth_connections_buyer_idx').on(t.buyerId),
  ],
);

export const favouriteEvents = pgTable(
  'favourite_events',
  {
    buyerId: buyerOwner(),
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.eventId] }),
    index('favourite_events_event_idx').on(t.eventId),
  ],
);

export const cookieStatuses = ['accepted', 'declined'] as const;

/** A visitor's cookie-consent answer, found again by the opaque token the client keeps. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    cookiesStatus: text('cookies_status', { enum: cookieStatuses }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('consent_records_token_idx').on(t.token)],
);

/** Who receives the tickets of an order (the /ticket-deliver-user call); checkout refers to it. */
export const deliveryContacts = pgTable(
  'delivery_contacts',
  {
    id: serial('id').primaryKey(),
    buyerId: buyerOwner(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    phonecode: text('phonecode'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_contacts_buyer_idx').on(t.buyerId)],
);

/** The buyer's user id at a ticketing system (the /ticketing-system/user-login/save call). */
export const ticketingSystemLinks = pgTable(
  'ticketing_system_links',
  {
    id: serial('id').primaryKey(),
    buyerId: buyerOwner(),
    ticketingSystemId: requiredRef('ticketing_system_id', () => ticketingSystems.id),
    externalUserId: text('external_user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ticketing_system_links_buyer_system_idx').on(t.buyerId, t.ticketingSystemId),
  ],
);

/**
 * The first-order discount a buyer earned by signing up through the pop-up: once,
 * within 90 days of sign-up. Checkout marks it used.
 */
export const firstOrderOffers = pgTable('first_order_offers', {
  buyerId: integer('buyer_id')
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  discountPercent: integer('discount_percent').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
