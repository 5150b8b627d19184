// The proof-of-work challenge an anonymous client solves for each hold past its allowance
// (ADR 0017). Self-hosted ALTCHA: the server signs each challenge with an HMAC key derived from the
// session secret, the browser's widget solves it, and the solution comes back with the hold. The
// signature proves the challenge is ours and unchanged (its difficulty included), its expiry is
// signed too, and take_hold spends its nonce once inside the hold's transaction.
import { createHmac } from 'node:crypto';
import { HOLD_CHALLENGE_TTL_MS } from '@reprise/domain/checkout/fair-holds';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';
import type { SpendableChallenge } from './hold-statements';

// About 80,000 SHA-256 hashes on average (a leading '000' is 1 in 4,096 tries, 20 hashes a try):
// well under a second in a phone's browser workers, one hash chain of 20 to check here.
const ALGORITHM = 'SHA-256';
const COST = 20;
const KEY_PREFIX = '000';

/** The HMAC key of hold challenges: derived from the session secret, never the secret itself. */
export function holdChallengeKey(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('reprise hold challenge v1').digest('hex');
}

/** A fresh signed challenge, valid for HOLD_CHALLENGE_TTL_MS from `now`. */
export function issueHoldChallenge(key: string, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    hmacSignatureSecret: key,
    expiresAt: new Date(now.getTime() + HOLD_CHALLENGE_TTL_MS),
  });
}

const text = z.string().max(200);

/** A challenge as issued and as the widget sends it back (altcha-lib's Challenge). */
export const holdChallengeSchema = z.object({
  parameters: z.object({
    algorithm: text,
    nonce: text,
    salt: text,
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: text,
    keySignature: text.optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: text.optional(),
});

// What the widget sends: base64 of JSON { challenge, solution }. Only the shape is checked here;
// verifySolution checks the signature over every parameter, the expiry included.
const payloadSchema = z.object({
  challenge: holdChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: text }),
});

/** The answer to a missing solution: solve a challenge (or sign in) to hold more. */
export function challengeRequired(): DomainError {
  return new DomainError(
    'CHALLENGE_REQUIRED',
    "Tickets for this event are already being held from your device or network. Please confirm you're a person to hold these too, or sign in to skip this check.",
  );
}

/** The answer to a solution that is not ours, wrong, expired or already spent. */
export function challengeInvalid(): DomainError {
  return new DomainError(
    'CHALLENGE_INVALID',
    'That check has expired or was already used. Please confirm again to hold these tickets.',
    'challenge',
  );
}

/** Checks a solution the browser sent; answers its nonce and expiry to spend, or CHALLENGE_INVALID. */
export async function verifyHoldChallenge(
  key: string,
  payload: string,
): Promise<SpendableChallenge> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    throw challengeInvalid();
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) throw challengeInvalid();
  const { challenge, solution } = parsed.data;
  // Every challenge we sign carries its expiry; one without cannot be ours.
  const expiresAt = challenge.parameters.expiresAt;
  if (expiresAt === undefined) throw challengeInvalid();
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: key,
  }).catch(() => null);
  if (!result?.verified) throw challengeInvalid();
  return { nonce: challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1_000) };
}
