// Static help texts that the checkout and order pages show beside the data.
import { TICKET_TYPE_IDS } from '../ids';

/** One ticket type's help text, keyed by its ticket type id (1-6). */
export interface TicketTypeHelp {
  id: number;
  name: string;
  text: string;
}

/** Ticket-type help texts: eTicket, QR code, hard stock, local pickup, will call, eTransfer. */
export const TICKET_TYPE_HELP: readonly TicketTypeHelp[] = [
  {
    id: TICKET_TYPE_IDS.eTicket,
    name: 'eTicket',
    text: 'eTickets are PDF tickets you download from My Tickets and print or show on your phone at the entrance.',
  },
  {
    id: TICKET_TYPE_IDS.QRCode,
    name: 'QR Code',
    text: 'QR code tickets must be shown on your smartphone at the entrance; printed copies are not accepted.',
  },
  {
    id: TICKET_TYPE_IDS.HardStock,
    name: 'Hard Stock',
    text: 'Hard stock tickets are physical tickets shipped to your address before the event.',
  },
  {
    id: TICKET_TYPE_IDS.LocalPickUp,
    name: 'Local Pickup',
    text: 'Local pickup tickets are collected from the seller’s pickup point near the venue; details are emailed to you.',
  },
  {
    id: TICKET_TYPE_IDS.WillCall,
    name: 'Will Call',
    text: 'Will call tickets are collected at the venue box office on the day; bring photo ID and your order number.',
  },
  {
    id: TICKET_TYPE_IDS.eTransfer,
    name: 'eTransfer',
    text: 'eTransfer tickets are sent to your account with the official ticketing provider; accept the transfer email to receive them.',
  },
];

/** Order failure guidance, in the order a buyer should try the steps. */
export const ORDER_FAILURE_GUIDANCE: readonly string[] = [
  'Recheck your payment information.',
  'Try another payment method.',
  'Try different tickets.',
  'Contact support.',
];
