import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id minimum (Password Storage Cheat Sheet): 19 MiB of memory, 2 passes, 1 lane.
// The argon2 package hashes on libuv's thread pool, so a sign-in never blocks the event loop.
/** The argon2id parameters every password hash is made with. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** An argon2id hash of a password, in PHC string form (parameters and salt included). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Whether a password matches a stored hash. Without a hash (unknown email, or an account that has
 * no password yet) a decoy hash is verified instead, so both answers take the same time.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  const target = hash ?? (await decoy);
  try {
    const matches = await argon2.verify(target, password);
    return hash !== null && matches;
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's and should be redone. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, ARGON2_OPTIONS);
}
