import type { SeatsShape } from '@reprise/domain/delivery/seat-allocation';
import type { Translate } from './i18n/catalogue';

// A seat place as fans read it ("Section 101, Row 12, Seats 9–12"), worded from data in the page's
// language: the domain decides the seats' shape (one, a run, a list), the catalogue words it.

/** Where seats are: the section, the row when named, the seats (or general admission). */
export interface SeatPlace {
  section: string;
  row: string | null;
  seats: SeatsShape | 'generalAdmission' | null;
}

/** Seats in words: 'Seat 5', 'Seats 5–8', 'Seats 3, 5', 'General admission'. */
function seatsWords(t: Translate, seats: SeatPlace['seats']): string | null {
  if (seats === null) return null;
  if (seats === 'generalAdmission') return t('place.generalAdmission');
  switch (seats.kind) {
    case 'one':
      return t('checkout.seat', { seat: seats.seat });
    case 'run':
      return t('checkout.seats', { from: seats.from, to: seats.to });
    case 'list':
      return t('order.seatNumbers', { seats: seats.seats.join(', ') });
  }
}

/** A place in words: 'Section 101, Row 12, Seats 9–12'. */
export function seatPlaceText(t: Translate, place: SeatPlace): string {
  return [
    t('event.section', { name: place.section }),
    place.row ? t('checkout.row', { row: place.row }) : null,
    seatsWords(t, place.seats),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The place of one ticket of an order: its seat, or general admission when it has none. */
export function ticketPlace(
  order: { section: string; row: string | null },
  seat: number | null,
): SeatPlace {
  return {
    section: order.section,
    row: order.row,
    seats: seat === null ? 'generalAdmission' : { kind: 'one', seat },
  };
}
