// Desk accounts for tests: made as the command makes them, signed in through the real call with
// a code computed from the account's secret.
import { randomUUID } from 'node:crypto';
import type { Db } from '@reprise/db/client';
import type { DeskRole } from '@reprise/domain/desk/desk-roles';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { createOperator } from '../../desk/operator-accounts';

/** The password of every test desk account. */
export const DESK_PASSWORD = 'desk-password-for-tests-1';

/** The current TOTP code of a base32 secret (at `at`, default now). */
export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

/** A new desk account of `role`; answers its email and TOTP secret. */
export async function deskAccount(db: Db, role: DeskRole, name = 'Desk Tester') {
  const email = `${role}-${randomUUID().slice(0, 8)}@desk.example.com`;
  const made = await createOperator(db, { email, name, role, password: DESK_PASSWORD }, new Date());
  return { id: made.operator.id, email, secret: made.totpSecret };
}

/** The desk cookie out of a sign-in answer's Set-Cookie, as a Cookie header. */
export function deskCookieOf(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((l) => l.includes('reprise_ops='));
  if (!line) throw new Error('no desk cookie was set');
  return line.split(';')[0]!;
}

/** A new desk account of `role`, signed in: its id and the Cookie header of its session. */
export async function signedInDesk(app: FastifyInstance, db: Db, role: DeskRole) {
  const account = await deskAccount(db, role);
  const response = await app.inject({
    method: 'POST',
    url: '/api/ops/desk/sign-in',
    payload: { email: account.email, password: DESK_PASSWORD, code: totpCode(account.secret) },
  });
  if (response.statusCode !== 200) throw new Error(`desk sign-in: ${response.body}`);
  return { ...account, cookie: deskCookieOf(response.headers['set-cookie']) };
}
