import type { LanguageTag } from '@reprise/domain/constants';
import { formatEventDate } from '@reprise/domain/timezone';
import { mailText } from '../mail/mail-text';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/mjml-layout';
import { unsubscribeHeaders } from '../notifications/public';

/** What the new-event mail of a followed performer says. */
export interface FollowMailFacts {
  to: string;
  /** The fan's language. */
  language: LanguageTag;
  firstName: string;
  performerName: string;
  eventName: string;
  /** The event page's path (no query). */
  eventPath: string;
  startsAt: string;
  timezone: string;
  venueName: string;
  cityName: string;
  /** The one-click URL that ends this follow (signed; needs no sign-in). */
  unsubscribeUrl: string;
}

/**
 * The mail telling a fan a performer they follow has a new event near them, with the unsubscribe
 * link in the body and in the List-Unsubscribe headers (one-click), so the mail client's own
 * button ends the follow too.
 */
export function newEventMail(facts: FollowMailFacts, publicBaseUrl: string): MailMessage {
  const { t, dateLocale } = mailText(facts.language);
  const when = formatEventDate(facts.startsAt, facts.timezone, {
    withZone: true,
    locale: dateLocale,
  });
  const performer = facts.performerName;
  const event = facts.eventName;
  const { html, text } = renderMail({
    language: facts.language,
    preview: t('follow.preview', { performer, event, when }),
    heading: t('follow.heading', { performer }),
    paragraphs: [
      t('common.greeting', { name: facts.firstName }),
      t('follow.body', { performer, event, venue: facts.venueName, city: facts.cityName, when }),
      t('common.settings', { url: `${publicBaseUrl}/myaccount` }),
    ],
    action: { label: t('common.seeTickets'), url: `${publicBaseUrl}${facts.eventPath}` },
    footer: t('follow.footer', { performer, url: facts.unsubscribeUrl }),
  });
  return {
    to: facts.to,
    subject: t('follow.subject', { performer, event }),
    text,
    html,
    headers: unsubscribeHeaders(facts.unsubscribeUrl),
  };
}
