import { SEAT_TYPE_IDS } from '../ids';

// Seats are allocated when the order is written, from the listing's numbered range: the first run
// of `quantity` free seats, one step apart (odd/even listings number every other seat). General
// admission and listings without seat numbers allocate none.

/** The listing fields seat allocation reads. */
export interface SeatRange {
  seatFrom: number | null;
  seatTo: number | null;
  seatTypeId: number;
}

/** The step between neighbouring seats of a listing (2 for odd/even numbering). */
export function seatStep(seatTypeId: number): number {
  return seatTypeId === SEAT_TYPE_IDS.Odd_Even ? 2 : 1;
}

/** Whether a listing has numbered seats to allocate. */
export function hasNumberedSeats(range: SeatRange): boolean {
  return (
    range.seatTypeId !== SEAT_TYPE_IDS.GeneralAdmission &&
    range.seatFrom !== null &&
    range.seatTo !== null &&
    range.seatTo >= range.seatFrom
  );
}

/**
 * The seats to sell: the lowest run of `quantity` neighbouring seats none of which is `taken`;
 * [] when the listing has no numbered seats; null when no such run is left.
 */
export function allocateSeats(
  range: SeatRange,
  quantity: number,
  taken: Iterable<number>,
): number[] | null {
  if (!hasNumberedSeats(range)) return [];
  const step = seatStep(range.seatTypeId);
  const busy = new Set(taken);
  const all: number[] = [];
  for (let seat = range.seatFrom!; seat <= range.seatTo!; seat += step) all.push(seat);
  for (let start = 0; start + quantity <= all.length; start++) {
    const run = all.slice(start, start + quantity);
    if (run.every((seat) => !busy.has(seat))) return run;
  }
  return null;
}

/** Seats as data a page words in its language: one seat, a run of neighbours, or a list. */
export type SeatsShape =
  | { kind: 'one'; seat: number }
  | { kind: 'run'; from: number; to: number }
  | { kind: 'list'; seats: readonly number[] };

/** How a buyer reads seats: one, a run of neighbours, a list (odd/even); null for none. */
export function seatsShape(seats: readonly number[]): SeatsShape | null {
  if (seats.length === 0) return null;
  if (seats.length === 1) return { kind: 'one', seat: seats[0]! };
  const consecutive = seats.every((seat, i) => i === 0 || seat === seats[i - 1]! + 1);
  return consecutive
    ? { kind: 'run', from: seats[0]!, to: seats.at(-1)! }
    : { kind: 'list', seats };
}

/** A listing's seat block as a buyer reads it: one seat, or the run from its first to its last. */
export function seatRangeShape(seatFrom: number | null, seatTo: number | null): SeatsShape | null {
  if (seatFrom === null) return null;
  if (!seatTo || seatTo === seatFrom) return { kind: 'one', seat: seatFrom };
  return { kind: 'run', from: seatFrom, to: seatTo };
}

/** Seats as a buyer reads them: "9", "9–10" for a run, "9, 11, 13" for odd/even. */
export function formatSeats(seats: readonly number[]): string | null {
  const shape = seatsShape(seats);
  if (!shape) return null;
  if (shape.kind === 'one') return String(shape.seat);
  return shape.kind === 'run' ? `${shape.from}–${shape.to}` : shape.seats.join(', ');
}
