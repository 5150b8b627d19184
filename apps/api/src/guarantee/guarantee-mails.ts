// The mails a change of an event sends each buyer, in the words of the return policy: a cancelled
// event is refunded in full and the refund appears in 1–2 weeks; a postponed or rescheduled
// event's tickets stay valid.
import { PRODUCT_NAME } from '@reprise/domain/constants';
import type { ChangedEventStatus } from '@reprise/domain/guarantee/event-change';
import { formatMoney } from '@reprise/domain/money/format-money';
import type { OrderMailFacts } from '../fulfilment/public';
import type { MailMessage } from '../mail/mailer';
import { type MailContent, renderMail } from '../mail/mjml-layout';

/** What a change mail names; `when` is the event's new date after a change. */
export interface ChangeMailFacts extends OrderMailFacts {
  totalMinor: number;
  currency: string;
  orderUrl: string;
}

const FOOTER = `Questions? Reply to this mail or contact ${PRODUCT_NAME} support with your confirmation number.`;

const minorUnitsOf = (currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

function contentOf(status: ChangedEventStatus, f: ChangeMailFacts) {
  const facts: [string, string][] = [
    ['Event', f.eventName],
    ['Venue', f.venueName],
    ['Confirmation number', f.confirmationNumber],
  ];
  const action = { label: 'See your order', url: f.orderUrl };
  if (status === 'cancelled') {
    const amount = formatMoney(f.totalMinor, f.currency, minorUnitsOf(f.currency));
    return {
      subject: `${f.eventName} is cancelled: you get a full refund`,
      content: {
        preview: `Your refund of ${amount} is on its way.`,
        heading: 'Your event is cancelled',
        paragraphs: [
          `Hi ${f.firstName},`,
          `${f.eventName} has been cancelled. All purchases are 100% guaranteed: cancelled events get a full refund.`,
          `We have refunded your order in full (${amount}) to the card you paid with. The refund will appear in 1-2 weeks.`,
          'You do not need to do anything. Your tickets for this event are no longer valid.',
        ],
        facts: [...facts, ['Refund', amount]],
        action,
        footer: FOOTER,
      } satisfies MailContent,
    };
  }
  const postponed = status === 'postponed';
  return {
    subject: postponed
      ? `${f.eventName} is postponed: your tickets stay valid`
      : `${f.eventName} has a new date: your tickets stay valid`,
    content: {
      preview: postponed ? 'Your tickets stay valid.' : `New date: ${f.when}.`,
      heading: postponed ? 'Your event is postponed' : 'Your event has a new date',
      paragraphs: [
        `Hi ${f.firstName},`,
        postponed
          ? `${f.eventName} has been postponed. The date below is the latest we have; we will mail you when the organiser confirms the new date.`
          : `${f.eventName} has been rescheduled to ${f.when}.`,
        'Your tickets are still valid for the new date: you do not need to do anything.',
      ],
      facts: [...facts, [postponed ? 'Date' : 'New date', f.when]],
      action,
      footer: FOOTER,
    } satisfies MailContent,
  };
}

/** The mail telling a buyer of a change of their event. */
export function eventChangeMail(status: ChangedEventStatus, facts: ChangeMailFacts): MailMessage {
  const { subject, content } = contentOf(status, facts);
  return { to: facts.to, subject: `${PRODUCT_NAME}: ${subject}`, ...renderMail(content) };
}
