import { PRODUCT_NAME } from '@reprise/domain/constants';
import { formatEventDate } from '@reprise/domain/timezone';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/mjml-layout';
import { unsubscribeHeaders } from '../notifications/public';

/** What the new-event mail of a followed performer says. */
export interface FollowMailFacts {
  to: string;
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
  const when = formatEventDate(facts.startsAt, facts.timezone, { withZone: true });
  const { html, text } = renderMail({
    preview: `${facts.performerName}: ${facts.eventName}, ${when}`,
    heading: `New event: ${facts.performerName}`,
    paragraphs: [
      `Hi ${facts.firstName},`,
      `${facts.performerName}, whom you follow, has a new event: ${facts.eventName} at ${facts.venueName}, ${facts.cityName}, on ${when}. Tickets are on sale now.`,
      `Choose which mails we send you in My account: ${publicBaseUrl}/myaccount`,
    ],
    action: { label: 'See the tickets', url: `${publicBaseUrl}${facts.eventPath}` },
    footer: `Stop following ${facts.performerName} (no sign-in needed): ${facts.unsubscribeUrl}`,
  });
  return {
    to: facts.to,
    subject: `${PRODUCT_NAME}: ${facts.performerName} announced ${facts.eventName}`,
    text,
    html,
    headers: unsubscribeHeaders(facts.unsubscribeUrl),
  };
}
