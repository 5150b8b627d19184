import { DESK_ROLES } from '@reprise/domain/desk/desk-roles';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns';

// The operator desk's accounts (docs/decisions/0023-operator-desk.md): operators and support staff,
// never buyers. They sign in with a password and a TOTP code; their sessions are their own.

/** A desk account: an argon2id password hash and a TOTP secret (base32), shown once at creation. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** Lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: DESK_ROLES }).notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  /**
   * The 30-second step of the last code accepted: a code is taken once, so one read over a
   * shoulder or from a log cannot sign in a second time within its window.
   */
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
  disabledAt: timestamptz('disabled_at'),
});

/** A desk session: only the SHA-256 of its cookie's token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: requiredRef('operator_id', () => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
