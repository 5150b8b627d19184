import type { Db } from '@reprise/db/client';
import type {
  accountSyncBodySchema,
  BuyerUser,
  saveProfileBodySchema,
} from '@reprise/domain/schemas/identity';
import type { z } from 'zod';
import {
  type BuyerRow,
  findBuyerById,
  notSignedIn,
  profileColumns,
  updateBuyer,
} from '../identity/public';
import { findActiveCurrency } from '../money/public';
import { DomainError } from '../platform/errors/domain-error';

/** The buyer as the API answers it (id, email, names, created_at, plus phone and location). */
export function toBuyerUser(row: BuyerRow): BuyerUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    created_at: row.createdAt.toISOString(),
    phone_number: row.phoneNumber,
    phonecode: row.phonecode,
    location: row.location,
  };
}

export async function getBuyerUser(db: Db, buyerId: number): Promise<BuyerUser> {
  const row = await findBuyerById(db, buyerId);
  if (!row) throw notSignedIn();
  return toBuyerUser(row);
}

// A session that outlives its buyer's row answers 401, as any stale sign-in does.
async function updateSignedInBuyer(
  db: Db,
  buyerId: number,
  changes: Parameters<typeof updateBuyer>[2],
  now: Date,
): Promise<BuyerRow> {
  const row = await updateBuyer(db, buyerId, changes, now);
  if (!row) throw notSignedIn();
  return row;
}

/** Saves names, phone and location from the account page; an empty phone removes it. */
export async function saveProfile(
  db: Db,
  buyerId: number,
  input: z.output<typeof saveProfileBodySchema>,
  now: Date,
): Promise<BuyerUser> {
  return toBuyerUser(await updateSignedInBuyer(db, buyerId, profileColumns(input), now));
}

/** saveAccountSync: keeps the buyer's display currency and country, each only when given. */
export async function saveAccountSync(
  db: Db,
  buyerId: number,
  input: z.output<typeof accountSyncBodySchema>,
  now: Date,
) {
  if (input.currency && !(await findActiveCurrency(db, input.currency)).length) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `currency ${input.currency} is not one of the currencies we show`,
      'currency',
    );
  }
  const changes = {
    ...(input.currency ? { currency: input.currency } : {}),
    ...(input.countryCode ? { countryCode: input.countryCode } : {}),
  };
  const row = await updateSignedInBuyer(db, buyerId, changes, now);
  return { currency: row.currency, countryCode: row.countryCode };
}
