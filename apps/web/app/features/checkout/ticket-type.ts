import { TICKET_TYPE_IDS } from '@reprise/domain/ids';
import type { MessageKey, Translate } from '../../lib/i18n/catalogue';

// Ticket types' names and help texts (the domain's help texts are their English), by id.
const TICKET_TYPES: Record<number, { name: MessageKey; text: MessageKey }> = {
  [TICKET_TYPE_IDS.eTicket]: { name: 'ticketType.1.name', text: 'ticketType.1.text' },
  [TICKET_TYPE_IDS.QRCode]: { name: 'ticketType.2.name', text: 'ticketType.2.text' },
  [TICKET_TYPE_IDS.HardStock]: { name: 'ticketType.3.name', text: 'ticketType.3.text' },
  [TICKET_TYPE_IDS.LocalPickUp]: { name: 'ticketType.4.name', text: 'ticketType.4.text' },
  [TICKET_TYPE_IDS.WillCall]: { name: 'ticketType.5.name', text: 'ticketType.5.text' },
  [TICKET_TYPE_IDS.eTransfer]: { name: 'ticketType.6.name', text: 'ticketType.6.text' },
};

/** A ticket type's name and help text in the page's language, or null for an id we do not know. */
export function ticketTypeHelp(
  t: Translate,
  ticketTypeId: number,
): { name: string; text: string } | null {
  const type = TICKET_TYPES[ticketTypeId];
  return type ? { name: t(type.name), text: t(type.text) } : null;
}
