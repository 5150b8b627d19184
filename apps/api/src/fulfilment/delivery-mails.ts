// The mails of delivery, sent from the timeline's outbox (the poll job): tickets ready, shipped,
// delivery late and an eTransfer delivered. Each links to the order page (sign-in required); no
// ticket file is attached, so a forwarded mail hands over nothing.
import { PRODUCT_NAME } from '@reprise/domain/constants';
import type { DeliveryMethod } from '@reprise/domain/delivery/delivery-method';
import type { MailMessage } from '../mail/mailer';
import { type MailContent, renderMail } from '../mail/mjml-layout';

/** The delivery mails. */
export const MAIL_KINDS = [
  'tickets_ready',
  'shipped',
  'delivery_late',
  'transfer_delivered',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What every mail about an order names; `when` is the event's date in the venue's time. */
export interface OrderMailFacts {
  to: string;
  firstName: string;
  confirmationNumber: string;
  eventName: string;
  when: string;
  venueName: string;
}

/** What a delivery mail names. */
export interface MailFacts extends OrderMailFacts {
  /** "Section 104, Row C, Seats 9–10". */
  seats: string;
  method: DeliveryMethod;
  orderUrl: string;
  carrier?: string;
  trackingNumber?: string;
  transferEmail?: string;
}

const READY_TEXT: Record<DeliveryMethod, string> = {
  document:
    'Your tickets have been delivered. Open your order to download them, show the QR code on your phone or add the event to your calendar.',
  shipping:
    'The carrier reports your paper tickets delivered to your address. Keep them safe: they are your way in.',
  transfer: 'Your tickets have been delivered.',
  pickup:
    'Your tickets are ready to collect. Your order page says where and when, and what ID to bring.',
};

const FOOTER = `Questions? Reply to this mail or contact ${PRODUCT_NAME} support with your confirmation number.`;

function contentOf(kind: MailKind, f: MailFacts): { subject: string; content: MailContent } {
  const base = [
    ['Event', f.eventName],
    ['When', f.when],
    ['Venue', f.venueName],
    ['Seats', f.seats],
    ['Confirmation number', f.confirmationNumber],
  ] as [string, string][];
  const open = { label: 'See your tickets', url: f.orderUrl };
  switch (kind) {
    case 'tickets_ready':
      return {
        subject: `Your tickets for ${f.eventName} are ready`,
        content: {
          preview: 'Your tickets are ready in My Tickets.',
          heading: 'Your tickets are ready',
          paragraphs: [`Hi ${f.firstName},`, READY_TEXT[f.method]],
          facts: base,
          action: open,
          footer: FOOTER,
        },
      };
    case 'shipped':
      return {
        subject: `Your tickets for ${f.eventName} have shipped`,
        content: {
          preview: `Tracking number ${f.trackingNumber ?? ''}`.trim(),
          heading: 'Your tickets are on their way',
          paragraphs: [
            `Hi ${f.firstName},`,
            'The seller has posted your paper tickets to the address you gave at checkout.',
          ],
          facts: [
            ...base,
            ['Carrier', f.carrier ?? 'Not given'],
            ['Tracking number', f.trackingNumber ?? 'Not given'],
          ],
          action: { label: 'Follow your delivery', url: f.orderUrl },
          footer: FOOTER,
        },
      };
    case 'delivery_late':
      return {
        subject: `Your tickets for ${f.eventName} are late: here is what happens next`,
        content: {
          preview: 'The seller missed the delivery date. We are on it.',
          heading: 'Your tickets are late',
          paragraphs: [
            `Hi ${f.firstName},`,
            'The seller did not deliver your tickets by the promised date. Our support team has been told and is working with the seller now.',
            'You do not need to do anything: we will deliver your tickets, find you comparable replacements, or refund you in full before the event. We will mail you as soon as there is news.',
          ],
          facts: base,
          action: { label: 'See your order', url: f.orderUrl },
          footer: FOOTER,
        },
      };
    case 'transfer_delivered':
      return {
        subject: `Your tickets for ${f.eventName} were transferred`,
        content: {
          preview: `Sent to ${f.transferEmail ?? f.to}.`,
          heading: 'Your tickets were transferred',
          paragraphs: [
            `Hi ${f.firstName},`,
            `The seller transferred your tickets to ${f.transferEmail ?? f.to}, and the transfer was accepted. You will find them in the ticketing app or account of that email address.`,
          ],
          facts: base,
          action: open,
          footer: FOOTER,
        },
      };
  }
}

/** One delivery mail, HTML and plain text. */
export function deliveryMail(kind: MailKind, facts: MailFacts): MailMessage {
  const { subject, content } = contentOf(kind, facts);
  return { to: facts.to, subject: `${PRODUCT_NAME}: ${subject}`, ...renderMail(content) };
}

/** Whether a timeline entry's mail names a delivery mail. */
export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}
