// Desk accounts (docs/decisions/0023-operator-desk.md): made by a command, signed in with email,
// password and a TOTP code. Every wrong answer is the same refusal, except a wrong code after a
// right password, which says so: its owner needs to know their authenticator is off.
import type { Db } from '@reprise/db/client';
import { DESK_SESSION_TTL_MS, type DeskRole } from '@reprise/domain/desk/desk-roles';
import { hashPassword, hashSecretToken, newSecretToken, verifyPassword } from '../identity/public';
import { DomainError } from '../platform/errors/domain-error';
import {
  claimTotpStep,
  findOperatorByEmail,
  insertDeskSession,
  insertOperator,
  type OperatorRow,
} from './operator-queries';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';

/** The shortest desk password: these accounts move money. */
export const MIN_DESK_PASSWORD_LENGTH = 12;

export interface NewOperator {
  email: string;
  name: string;
  role: DeskRole;
  password: string;
}

/** Creates a desk account; answers its TOTP secret and otpauth URI, shown to its owner once. */
export async function createOperator(db: Db, input: NewOperator, now: Date) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new DomainError('VALIDATION_FAILED', 'email must be an email address.', 'email');
  }
  if (input.name.trim().length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'name must not be empty.', 'name');
  }
  if (input.password.length < MIN_DESK_PASSWORD_LENGTH) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `password must be at least ${MIN_DESK_PASSWORD_LENGTH} characters.`,
      'password',
    );
  }
  const totpSecret = newTotpSecret();
  const operator = await insertOperator(db, {
    email,
    name: input.name.trim(),
    role: input.role,
    passwordHash: await hashPassword(input.password),
    totpSecret,
    createdAt: now,
  });
  if (!operator) {
    throw new DomainError('EMAIL_TAKEN', 'A desk account with this email exists.', 'email');
  }
  return { operator, totpSecret, otpauthUri: totpUri(totpSecret, email) };
}

export interface DeskSignIn {
  operator: OperatorRow;
  /** The session cookie's value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

const wrongCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', 'The email or password is wrong.', 'password');

/** Checks email, password and code; starts a desk session. */
export async function signInOperator(
  db: Db,
  body: { email: string; password: string; code: string },
  now: Date,
): Promise<DeskSignIn> {
  const operator = await findOperatorByEmail(db, body.email.trim().toLowerCase());
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, body.password);
  if (!operator || !passwordOk || operator.disabledAt) throw wrongCredentials();
  const step = acceptedTotpStep(operator.totpSecret, body.code.trim(), now);
  if (step === null || !(await claimTotpStep(db, operator.id, step))) {
    throw new DomainError(
      'TOTP_INVALID',
      'The authentication code is wrong or was used already. Enter the current code from your authenticator app.',
      'code',
    );
  }
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + DESK_SESSION_TTL_MS);
  await insertDeskSession(db, {
    operatorId: operator.id,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt,
  });
  return { operator, token, expiresAt };
}
