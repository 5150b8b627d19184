// The mails a change of an event sends each buyer, in the words of the return policy: a cancelled
// event is refunded in full and the refund appears in 1–2 weeks; a postponed or rescheduled
// event's tickets stay valid. Each in the order's language.
import type { ChangedEventStatus } from '@reprise/domain/guarantee/event-change';
import type { OrderMailFacts } from '../fulfilment/public';
import { mailText } from '../mail/mail-text';
import type { MailMessage } from '../mail/mailer';
import { type MailContent, renderMail } from '../mail/mjml-layout';

/** What a change mail names; `when` is the event's new date after a change. */
export interface ChangeMailFacts extends OrderMailFacts {
  totalMinor: number;
  currency: string;
  orderUrl: string;
}

const minorUnitsOf = (currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

function contentOf(status: ChangedEventStatus, f: ChangeMailFacts) {
  const { t, money } = mailText(f.language);
  const event = f.eventName;
  const facts: [string, string][] = [
    [t('fact.event'), f.eventName],
    [t('fact.venue'), f.venueName],
    [t('fact.confirmation'), f.confirmationNumber],
  ];
  const action = { label: t('common.seeOrder'), url: f.orderUrl };
  const greeting = t('common.greeting', { name: f.firstName });
  const footer = t('common.questions');
  if (status === 'cancelled') {
    const amount = money(f.totalMinor, f.currency, minorUnitsOf(f.currency));
    return {
      subject: t('change.cancelled.subject', { event }),
      content: {
        language: f.language,
        preview: t('change.cancelled.preview', { amount }),
        heading: t('change.cancelled.heading'),
        paragraphs: [
          greeting,
          t('change.cancelled.body', { event }),
          t('change.cancelled.refund', { amount }),
          t('change.cancelled.nothingToDo'),
        ],
        facts: [...facts, [t('fact.refund'), amount]],
        action,
        footer,
      } satisfies MailContent,
    };
  }
  const postponed = status === 'postponed';
  const when = f.when;
  return {
    subject: t(postponed ? 'change.postponed.subject' : 'change.rescheduled.subject', { event }),
    content: {
      language: f.language,
      preview: postponed
        ? t('change.postponed.preview')
        : t('change.rescheduled.preview', { when }),
      heading: t(postponed ? 'change.postponed.heading' : 'change.rescheduled.heading'),
      paragraphs: [
        greeting,
        postponed
          ? t('change.postponed.body', { event })
          : t('change.rescheduled.body', { event, when }),
        t('change.stillValid'),
      ],
      facts: [...facts, [t(postponed ? 'fact.date' : 'fact.newDate'), when]],
      action,
      footer,
    } satisfies MailContent,
  };
}

/** The mail telling a buyer of a change of their event. */
export function eventChangeMail(status: ChangedEventStatus, facts: ChangeMailFacts): MailMessage {
  const { subject, content } = contentOf(status, facts);
  return { to: facts.to, subject, ...renderMail(content) };
}
