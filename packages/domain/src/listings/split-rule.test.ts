import { describe, expect, it } from 'vitest';
import { MAX_TICKET_QUANTITY } from '../constants';
import { SEAT_TYPE_IDS, SPLIT_IDS } from '../ids';
import {
  buyableQuantities,
  canBuyQuantity,
  type SplittableListing,
  verdictsByTicketsLeft,
} from './split-rule';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const consecutive = (available: number, splitRule: number | null): SplittableListing => ({
  available,
  splitRule,
  seatTypeId: SEAT_TYPE_IDS.Consecutive,
});
const piggyback = (available: number, splitRule: number | null): SplittableListing => ({
  available,
  splitRule,
  seatTypeId: SEAT_TYPE_IDS.Piggyback,
});

// Written out by hand, available count by available count, so the tables say what a buyer sees.
const ANY_SPLIT: Record<number, number[]> = {
  0: [],
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: range(1, 4),
  7: range(1, 7),
  12: range(1, 12),
  13: range(1, 12),
  40: range(1, 12),
};
const NEVER_LEAVE_ONE: Record<number, number[]> = {
  0: [],
  1: [1],
  2: [2],
  3: [1, 3],
  4: [1, 2, 4],
  5: [1, 2, 3, 5],
  6: [1, 2, 3, 4, 6],
  11: [...range(1, 9), 11],
  12: [...range(1, 10), 12],
  // 12 would leave one behind, and 13 is over the maximum.
  13: range(1, 11),
  14: range(1, 12),
};
const NO_SPLITS: Record<number, number[]> = {
  0: [],
  1: [1],
  2: [2],
  5: [5],
  12: [12],
  // All or nothing, and all is more than one order may take.
  13: [],
  20: [],
};
const PIGGYBACK: Record<number, number[]> = {
  0: [],
  1: [1],
  2: [2],
  3: [2, 3],
  4: [2, 4],
  5: [2, 4, 5],
  6: [2, 4, 6],
  12: [2, 4, 6, 8, 10, 12],
  13: [2, 4, 6, 8, 10, 12],
};
const PIGGYBACK_NEVER_LEAVE_ONE: Record<number, number[]> = {
  3: [3],
  4: [2, 4],
  5: [2, 5],
  7: [2, 4, 7],
};

describe('buyableQuantities', () => {
  it.each([
    ['any split', null, ANY_SPLIT, consecutive],
    ['NeverLeaveOne (3)', SPLIT_IDS.NeverLeaveOne, NEVER_LEAVE_ONE, consecutive],
    ['noSplits (5)', SPLIT_IDS.noSplitsId, NO_SPLITS, consecutive],
    ['piggyback seats, any split', null, PIGGYBACK, piggyback],
    [
      'piggyback seats, NeverLeaveOne',
      SPLIT_IDS.NeverLeaveOne,
      PIGGYBACK_NEVER_LEAVE_ONE,
      piggyback,
    ],
  ] as const)('%s', (_name, rule, table, make) => {
    for (const [available, expected] of Object.entries(table)) {
      expect(buyableQuantities(make(Number(available), rule)), `available ${available}`).toEqual(
        expected,
      );
    }
  });

  it('treats general admission and odd/even seats like consecutive seats', () => {
    for (const seatTypeId of [SEAT_TYPE_IDS.GeneralAdmission, SEAT_TYPE_IDS.Odd_Even]) {
      expect(buyableQuantities({ available: 5, splitRule: 3, seatTypeId })).toEqual([1, 2, 3, 5]);
    }
  });

  it('reads an unknown split rule id as no restriction', () => {
    expect(buyableQuantities({ available: 3, splitRule: 1, seatTypeId: 1 })).toEqual([1, 2, 3]);
  });
});

describe('canBuyQuantity, every available count × quantity × rule × seat type', () => {
  const rules = [null, SPLIT_IDS.NeverLeaveOne, SPLIT_IDS.noSplitsId] as const;
  const seatTypes = Object.values(SEAT_TYPE_IDS);

  it('never sells more than is available or outside 1–12', () => {
    for (const rule of rules)
      for (const seatTypeId of seatTypes)
        for (let available = 0; available <= 30; available++)
          for (let quantity = -1; quantity <= MAX_TICKET_QUANTITY + 2; quantity++) {
            const ok = canBuyQuantity({ available, splitRule: rule, seatTypeId }, quantity);
            if (quantity < 1 || quantity > MAX_TICKET_QUANTITY || quantity > available) {
              expect(ok, `${rule}/${seatTypeId}: ${quantity} of ${available}`).toBe(false);
            }
          }
  });

  it('NeverLeaveOne never leaves exactly one ticket; noSplits sells only everything', () => {
    for (const seatTypeId of seatTypes)
      for (let available = 0; available <= 30; available++)
        for (let quantity = 1; quantity <= MAX_TICKET_QUANTITY; quantity++) {
          const leaveOne = { available, splitRule: SPLIT_IDS.NeverLeaveOne, seatTypeId };
          if (canBuyQuantity(leaveOne, quantity)) expect(available - quantity).not.toBe(1);
          const noSplits = { available, splitRule: SPLIT_IDS.noSplitsId, seatTypeId };
          expect(canBuyQuantity(noSplits, quantity)).toBe(quantity === available);
        }
  });

  it('without a rule, non-piggyback seats sell any quantity up to what is left', () => {
    for (const seatTypeId of seatTypes.filter((id) => id !== SEAT_TYPE_IDS.Piggyback))
      for (let available = 0; available <= 30; available++)
        for (let quantity = 1; quantity <= MAX_TICKET_QUANTITY; quantity++) {
          expect(canBuyQuantity({ available, splitRule: null, seatTypeId }, quantity)).toBe(
            quantity <= available,
          );
        }
  });

  it('piggyback seats sell in pairs unless the buyer takes all that is left', () => {
    for (const rule of rules)
      for (let available = 0; available <= 30; available++)
        for (let quantity = 1; quantity <= MAX_TICKET_QUANTITY; quantity++) {
          const ok = canBuyQuantity(piggyback(available, rule), quantity);
          if (ok && quantity % 2 === 1) expect(quantity).toBe(available);
        }
  });

  it('rejects fractional and non-finite quantities', () => {
    for (const quantity of [1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(canBuyQuantity(consecutive(10, null), quantity)).toBe(false);
    }
  });
});

describe('verdictsByTicketsLeft', () => {
  // take_hold reads the verdict for 2 tickets left as the verdict for every leftover from 2 up:
  // a rule whose answer changes further up would need more verdicts, and this test fails first.
  const splitRules = [null, ...Object.values(SPLIT_IDS), 1, 2, 4, 99];
  const seatTypes = Object.values(SEAT_TYPE_IDS);
  it("gives canBuyQuantity's verdict for every leftover, the third one from 2 left up", () => {
    for (const splitRule of splitRules) {
      for (const seatTypeId of seatTypes) {
        for (const quantity of range(0, MAX_TICKET_QUANTITY + 1)) {
          const rule = { splitRule, seatTypeId };
          const verdicts = verdictsByTicketsLeft(rule, quantity);
          for (const left of range(0, 40)) {
            const expected = canBuyQuantity({ ...rule, available: quantity + left }, quantity);
            expect(
              verdicts[Math.min(left, 2)],
              `${splitRule}/${seatTypeId}: ${quantity}, ${left} left`,
            ).toBe(expected);
          }
        }
      }
    }
  });
});
