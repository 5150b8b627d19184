// The mails of delivery, sent from the timeline's outbox (the poll job): tickets ready, shipped,
// delivery late and an eTransfer delivered. Each links to the order page (sign-in required); no
// ticket file is attached, so a forwarded mail hands over nothing.
import type { LanguageTag } from '@reprise/domain/constants';
import type { DeliveryMethod } from '@reprise/domain/delivery/delivery-method';
import { type MailKey, mailText } from '../mail/mail-text';
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

/**
 * What every mail about an order names, in the order's language; `when` is the event's date in
 * the venue's time, written in that language.
 */
export interface OrderMailFacts {
  to: string;
  language: LanguageTag;
  firstName: string;
  confirmationNumber: string;
  eventName: string;
  when: string;
  venueName: string;
}

/** What a delivery mail names. */
export interface MailFacts extends OrderMailFacts {
  /** "Section 104, Row C, Seats 9–10", in the order's language (MailText.place). */
  seats: string;
  method: DeliveryMethod;
  orderUrl: string;
  carrier?: string;
  trackingNumber?: string;
  transferEmail?: string;
}

const READY_TEXT: Record<DeliveryMethod, MailKey> = {
  document: 'delivery.ready.document',
  shipping: 'delivery.ready.shipping',
  transfer: 'delivery.ready.transfer',
  pickup: 'delivery.ready.pickup',
};

function contentOf(kind: MailKind, f: MailFacts): { subject: string; content: MailContent } {
  const { t } = mailText(f.language);
  const base = [
    [t('fact.event'), f.eventName],
    [t('fact.when'), f.when],
    [t('fact.venue'), f.venueName],
    [t('fact.seats'), f.seats],
    [t('fact.confirmation'), f.confirmationNumber],
  ] as [string, string][];
  const open = { label: t('delivery.seeTickets'), url: f.orderUrl };
  const event = f.eventName;
  // Every delivery mail greets the buyer, then says its part, above the order's facts.
  const mail = (
    subject: string,
    body: Pick<MailContent, 'preview' | 'heading' | 'paragraphs' | 'action'> & {
      facts?: MailContent['facts'];
    },
  ) => ({
    subject,
    content: {
      language: f.language,
      footer: t('common.questions'),
      facts: base,
      ...body,
      paragraphs: [t('common.greeting', { name: f.firstName }), ...body.paragraphs],
    },
  });
  switch (kind) {
    case 'tickets_ready':
      return mail(t('delivery.ready.subject', { event }), {
        heading: t('delivery.ready.heading'),
        preview: t('delivery.ready.preview'),
        paragraphs: [t(READY_TEXT[f.method])],
        action: open,
      });
    case 'shipped':
      return mail(t('delivery.shipped.subject', { event }), {
        heading: t('delivery.shipped.heading'),
        preview: t('delivery.shipped.preview', { tracking: f.trackingNumber ?? '' }).trim(),
        paragraphs: [t('delivery.shipped.body')],
        facts: [
          ...base,
          [t('fact.carrier'), f.carrier ?? t('fact.notGiven')],
          [t('fact.tracking'), f.trackingNumber ?? t('fact.notGiven')],
        ],
        action: { label: t('delivery.shipped.action'), url: f.orderUrl },
      });
    case 'delivery_late':
      return mail(t('delivery.late.subject', { event }), {
        heading: t('delivery.late.heading'),
        preview: t('delivery.late.preview'),
        paragraphs: [t('delivery.late.told'), t('delivery.late.next')],
        action: { label: t('common.seeOrder'), url: f.orderUrl },
      });
    case 'transfer_delivered': {
      const email = f.transferEmail ?? f.to;
      return mail(t('delivery.transfer.subject', { event }), {
        heading: t('delivery.transfer.heading'),
        preview: t('delivery.transfer.preview', { email }),
        paragraphs: [t('delivery.transfer.body', { email })],
        action: open,
      });
    }
  }
}

/** One delivery mail, HTML and plain text. */
export function deliveryMail(kind: MailKind, facts: MailFacts): MailMessage {
  const { subject, content } = contentOf(kind, facts);
  return { to: facts.to, subject, ...renderMail(content) };
}

/** Whether a timeline entry's mail names a delivery mail. */
export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}
