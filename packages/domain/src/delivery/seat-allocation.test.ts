import { describe, expect, it } from 'vitest';
import { SEAT_TYPE_IDS } from '../ids';
import { allocateSeats, formatSeats, seatRangeShape, seatsShape } from './seat-allocation';

const consecutive = { seatFrom: 9, seatTo: 14, seatTypeId: SEAT_TYPE_IDS.Consecutive };

describe('seat allocation', () => {
  it('takes the lowest run of free neighbouring seats', () => {
    expect(allocateSeats(consecutive, 2, [])).toEqual([9, 10]);
    expect(allocateSeats(consecutive, 2, [9, 10])).toEqual([11, 12]);
    // A lone free seat between sold ones is skipped for a pair.
    expect(allocateSeats(consecutive, 2, [10])).toEqual([11, 12]);
  });

  it('never hands out a sold seat, and answers null when no run is left', () => {
    expect(allocateSeats(consecutive, 3, [9, 12])).toBeNull();
    expect(allocateSeats(consecutive, 1, [9, 10, 11, 12, 13, 14])).toBeNull();
  });

  it('odd/even listings number every other seat', () => {
    const oddEven = { seatFrom: 1, seatTo: 7, seatTypeId: SEAT_TYPE_IDS.Odd_Even };
    expect(allocateSeats(oddEven, 2, [1])).toEqual([3, 5]);
  });

  it('general admission and unnumbered listings get no seats', () => {
    expect(
      allocateSeats({ seatFrom: 1, seatTo: 4, seatTypeId: SEAT_TYPE_IDS.GeneralAdmission }, 2, []),
    ).toEqual([]);
    expect(allocateSeats({ seatFrom: null, seatTo: null, seatTypeId: 1 }, 2, [])).toEqual([]);
  });

  it('formats seats as a buyer reads them', () => {
    expect(formatSeats([9])).toBe('9');
    expect(formatSeats([9, 10, 11])).toBe('9–11');
    expect(formatSeats([3, 5])).toBe('3, 5');
    expect(formatSeats([])).toBeNull();
  });

  it('gives the same shapes as data for a page to word, and a listing block as a run', () => {
    expect(seatsShape([9])).toEqual({ kind: 'one', seat: 9 });
    expect(seatsShape([9, 10, 11, 12])).toEqual({ kind: 'run', from: 9, to: 12 });
    expect(seatsShape([3, 5])).toEqual({ kind: 'list', seats: [3, 5] });
    expect(seatsShape([])).toBeNull();
    expect(seatRangeShape(5, 8)).toEqual({ kind: 'run', from: 5, to: 8 });
    expect(seatRangeShape(5, 5)).toEqual({ kind: 'one', seat: 5 });
    expect(seatRangeShape(5, null)).toEqual({ kind: 'one', seat: 5 });
    expect(seatRangeShape(null, null)).toBeNull();
  });
});
