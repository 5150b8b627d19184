import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@reprise/db/client';
import { buyers } from '@reprise/db/schema/identity';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../identity/passwords';

/** A password that meets the password rule. */
export const GOOD_PASSWORD = 'Encore#2026';

/** Inserts a buyer straight into the database (no rate limit, no mail), with a password if given. */
export async function createBuyer(
  db: Db,
  fields: { email: string; password?: string; firstName?: string; lastName?: string },
) {
  const [row] = await db
    .insert(buyers)
    .values({
      email: fields.email.toLowerCase(),
      firstName: fields.firstName ?? 'Alex',
      lastName: fields.lastName ?? 'Rivera',
      passwordHash: fields.password ? await hashPassword(fields.password) : null,
    })
    .returning();
  return row!;
}

/** The cookies an answer sets, by name (value, and the raw Set-Cookie line). */
export function setCookies(response: LightMyRequestResponse) {
  const cookies = new Map<string, { value: string; line: string }>();
  for (const cookie of response.cookies as { name: string; value: string }[]) {
    cookies.set(cookie.name, { value: cookie.value, line: '' });
  }
  const raw = response.headers['set-cookie'];
  for (const line of Array.isArray(raw) ? raw : raw ? [String(raw)] : []) {
    const name = line.split('=', 1)[0]!;
    const entry = cookies.get(name);
    if (entry) entry.line = line;
  }
  return cookies;
}

/** A Cookie header from name → value pairs. */
export function cookieHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Signs in with email and password as an API client; answers the tokens of the body. */
export async function signInAsApiClient(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const data = response.json().data as { id: number; accessToken: string; refreshToken: string };
  return data;
}

/** Reads quoted-printable text the way a mail client would (soft breaks joined, =XX decoded). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first /set-password/ or /change-password/ link in a raw message. */
export function linkIn(rawMessage: string): { url: string; token: string } {
  const match = decodeQuotedPrintable(rawMessage).match(
    /https?:\/\/[^\s"<>]+\/(?:set|change)-password\/([\w-]+)/,
  );
  if (!match) throw new Error('no password link in the message');
  return { url: match[0], token: match[1]! };
}

/** The .eml files of an outbox folder, oldest first, with their contents. */
export async function outboxMessages(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => ({ name, raw: await readFile(join(dir, name), 'utf8') })),
  );
}
