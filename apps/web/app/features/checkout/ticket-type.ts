import { TICKET_TYPE_HELP, type TicketTypeHelp } from '@reprise/domain/content/help-texts';

/** A ticket type's name and help text, or null for an id we do not know. */
export function ticketTypeHelp(ticketTypeId: number): TicketTypeHelp | null {
  return TICKET_TYPE_HELP.find((type) => type.id === ticketTypeId) ?? null;
}

/** Seats as buyers read them: 'Seats 5–8', 'Seat 5', or null when the listing names none. */
export function seatsText(seatFrom: number | null, seatTo: number | null): string | null {
  if (seatFrom === null) return null;
  if (!seatTo || seatTo === seatFrom) return `Seat ${seatFrom}`;
  return `Seats ${seatFrom}–${seatTo}`;
}
