// The hold's database functions (migrations 0005 and 0007) against the rules they repeat: availability
// (listingAvailability), "active" (activeAt) and the split rule (canBuyQuantity's verdicts), and
// their rows against Drizzle's own mapping of the same rows.

import { holds } from '@reprise/db/schema/holds';
import { orderItems, orders } from '@reprise/db/schema/orders';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { MAX_TICKET_QUANTITY } from '@reprise/domain/constants';
import { SEAT_TYPE_IDS, SPLIT_IDS } from '@reprise/domain/ids';
import { type ListingSplitRule, verdictsByTicketsLeft } from '@reprise/domain/listings/split-rule';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import {
  eventWithListings,
  newSession,
  TRUSTED_CLIENT,
} from '../test-support/checkout/checkout-fixtures';
import { createBuyer } from '../test-support/sessions';
import { findHoldById, findListingsByIds } from './hold-queries';
import { releaseSessionHolds, type TakeHoldArgs, takeHold } from './hold-statements';

const MINUTE = 60_000;
const ANY_SPLIT: ListingSplitRule = { splitRule: null, seatTypeId: SEAT_TYPE_IDS.Consecutive };

describe('hold statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const args = (overrides: Partial<TakeHoldArgs> & { listingId: number }): TakeHoldArgs => {
    const now = overrides.now ?? new Date();
    const rule = overrides.rule ?? ANY_SPLIT;
    const quantity = overrides.quantity ?? 1;
    return {
      sessionId: newSession(),
      buyerId: null,
      quantity,
      now,
      expiresAt: new Date(now.getTime() + 10 * MINUTE),
      rule,
      verdicts: verdictsByTicketsLeft(rule, quantity),
      client: TRUSTED_CLIENT,
      challenge: null,
      ...overrides,
    };
  };

  it("answers take_hold's rows exactly as Drizzle reads them", async () => {
    const db = database.handle.db;
    const { ids } = await eventWithListings(db, [
      {
        section: 'Rows',
        row: 'K',
        seatFrom: 3,
        seatTo: 8,
        quantity: 6,
        priceMinor: 4_250,
        feesMinor: 310,
        taxRateBp: 750,
        currency: 'EUR',
        notes: 'Aisle',
        inHandDate: '2027-01-15',
        instantDelivery: true,
      },
    ]);
    const listingId = ids[0]!;
    const buyer = await createBuyer(db, { email: `rows-${newSession()}@example.com` });
    const result = await takeHold(
      database.handle,
      args({ listingId, quantity: 2, buyerId: buyer.id }),
    );
    if (result.outcome !== 'new') throw new Error(`expected a new hold, got ${result.outcome}`);
    expect(result.hold).toEqual(await findHoldById(db, result.hold.id));
    expect(result.listing).toEqual((await findListingsByIds(db, [listingId])).get(listingId));

    const released = await releaseSessionHolds(
      database.handle,
      result.hold.sessionId,
      [result.hold.id],
      'hold',
      new Date(),
    );
    expect(released).toEqual([await findHoldById(db, result.hold.id)]);
    expect(released[0]!.releasedAt).toBeInstanceOf(Date);
  });

  it('writes nothing and answers the listing’s own rule when the verdicts were for another', async () => {
    const db = database.handle.db;
    const { ids } = await eventWithListings(db, [
      {
        section: 'N',
        quantity: 3,
        priceMinor: 1_000,
        currency: 'GBP',
        splitRule: SPLIT_IDS.NeverLeaveOne,
      },
    ]);
    const listingId = ids[0]!;
    // Taking 2 of 3 leaves one: allowed by the guessed any-split verdicts, not by the real rule.
    const wrong = await takeHold(database.handle, args({ listingId, quantity: 2 }));
    expect(wrong).toEqual({
      outcome: 'rule_changed',
      rule: { splitRule: SPLIT_IDS.NeverLeaveOne, seatTypeId: SEAT_TYPE_IDS.Consecutive },
    });
    expect(await db.select().from(holds).where(eq(holds.listingId, listingId))).toEqual([]);
    if (wrong.outcome !== 'rule_changed') return;
    const right = await takeHold(
      database.handle,
      args({ listingId, quantity: 2, rule: wrong.rule }),
    );
    expect(right).toEqual({ outcome: 'refused', available: 3 });
  });

  it("take_hold's availability agrees with listingAvailability", async () => {
    const db = database.handle.db;
    const buyer = await createBuyer(db, { email: `agree-${newSession()}@example.com` });
    const now = new Date();
    const holdState = fc.record({
      quantity: fc.integer({ min: 1, max: 4 }),
      // Minutes from now the hold's clock ends (≤ 0: expired), and how it ended if it did.
      endsIn: fc.integer({ min: -20, max: 10 }),
      ended: fc.constantFrom('no', 'no', 'released', 'converted'),
    });
    const listingState = fc.record({
      quantity: fc.integer({ min: 0, max: 14 }),
      status: fc.constantFrom('active', 'active', 'sold_out'),
      holds: fc.array(holdState, { maxLength: 5 }),
      items: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 4 }), live: fc.boolean() }), {
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(listingState, { minLength: 1, maxLength: 4 }), async (states) => {
        const { ids, eventId } = await eventWithListings(
          db,
          states.map((state, i) => ({
            section: `P${i}`,
            quantity: state.quantity,
            priceMinor: 2_000,
            currency: 'GBP',
            status: state.status as 'active' | 'sold_out',
          })),
        );
        try {
          for (const [i, state] of states.entries()) {
            const listingId = ids[i]!;
            for (const [j, hold] of state.holds.entries()) {
              const expiresAt = new Date(now.getTime() + hold.endsIn * MINUTE);
              const [row] = await db
                .insert(holds)
                .values({
                  listingId,
                  eventId,
                  sessionId: newSession(),
                  buyerId: buyer.id,
                  quantity: hold.quantity,
                  unitPriceMinor: 2_000,
                  feesMinor: 0,
                  taxRateBp: 0,
                  currency: 'GBP',
                  createdAt: new Date(expiresAt.getTime() - 10 * MINUTE),
                  expiresAt,
                  releasedAt: hold.ended === 'released' ? now : null,
                  convertedAt: hold.ended === 'converted' ? now : null,
                })
                .returning();
              const item = state.items[j];
              if (!item) continue;
              const [order] = await db
                .insert(orders)
                .values({
                  confirmationNumber: newSession(),
                  buyerId: buyer.id,
                  holdId: row!.id,
                  eventId,
                  listingId,
                  quantity: item.quantity,
                  currency: 'GBP',
                  unitPriceMinor: 2_000,
                  feesMinor: 0,
                  subtotalMinor: 0,
                  promoMinor: 0,
                  taxMinor: 0,
                  totalMinor: 0,
                  contactFirstName: 'Alex',
                  contactLastName: 'Rivera',
                  contactEmail: 'alex@example.com',
                  cardBrand: 'visa',
                  cardLast4: '4242',
                  paymentReference: newSession(),
                })
                .returning();
              await db.insert(orderItems).values({
                orderId: order!.id,
                listingId,
                quantity: item.quantity,
                status: item.live ? 'live' : 'cancelled',
              });
            }
          }
          const expected = await listingAvailability(db, { listingIds: ids }, now);
          for (const row of expected) {
            // More than the maximum: every verdict refuses, and the answer carries the availability.
            const result = await takeHold(
              database.handle,
              args({ listingId: row.listingId, quantity: MAX_TICKET_QUANTITY + 1, now }),
            );
            expect(result).toEqual({ outcome: 'refused', available: row.available });
          }
        } finally {
          // The next run replaces the event's listings, which its orders would keep.
          await db.delete(orders).where(eq(orders.eventId, eventId));
        }
      }),
      { numRuns: 25 },
    );
  });
});
