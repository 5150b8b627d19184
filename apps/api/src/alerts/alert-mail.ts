import type { LanguageTag } from '@reprise/domain/constants';
import { VIEW_PARAMS } from '@reprise/domain/listings/listing-view';
import { mailText } from '../mail/mail-text';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/mjml-layout';
import { unsubscribeHeaders } from '../notifications/public';

/** What the price-alert mail says. */
export interface AlertMailFacts {
  to: string;
  /** The fan's language. */
  language: LanguageTag;
  firstName: string;
  eventName: string;
  /** The event page's path (no query). */
  eventPath: string;
  quantity: number;
  zoneId: string | null;
  /** The zone's or section's name as the fan knows it, when the alert names one. */
  placeName: string | null;
  allInMinor: number;
  targetMinor: number;
  currency: string;
  minorUnits: number;
  /** The one-click unsubscribe URL (signed; needs no sign-in). */
  unsubscribeUrl: string;
}

/** The event page filtered to the alert's quantity and zone: what the mail's button opens. */
export function alertEventLink(
  publicBaseUrl: string,
  eventPath: string,
  quantity: number,
  zoneId: string | null,
): string {
  const query = new URLSearchParams({ [VIEW_PARAMS.quantity]: String(quantity) });
  if (zoneId) query.set(VIEW_PARAMS.zone, zoneId);
  return `${publicBaseUrl}${eventPath}?${query}`;
}

/**
 * The mail of an alert a listing answered, with the unsubscribe link in the body and in the
 * List-Unsubscribe headers (one-click, RFC 8058), so the mail client's own button ends it too.
 */
export function priceAlertMail(facts: AlertMailFacts, publicBaseUrl: string): MailMessage {
  const { t, money: write } = mailText(facts.language);
  const money = (minor: number) => write(minor, facts.currency, facts.minorUnits);
  const link = alertEventLink(publicBaseUrl, facts.eventPath, facts.quantity, facts.zoneId);
  const offer = {
    count: facts.quantity,
    event: facts.eventName,
    price: money(facts.allInMinor),
    target: money(facts.targetMinor),
  };
  const { html, text } = renderMail({
    language: facts.language,
    preview: t('alert.preview', offer),
    heading: t('alert.heading'),
    paragraphs: [
      t('common.greeting', { name: facts.firstName }),
      facts.placeName
        ? t('alert.bodyIn', { ...offer, place: facts.placeName })
        : t('alert.body', offer),
      t('alert.pace'),
      t('common.settings', { url: `${publicBaseUrl}/myaccount` }),
    ],
    action: { label: t('common.seeTickets'), url: link },
    footer: t('alert.footer', { url: facts.unsubscribeUrl }),
  });
  return {
    to: facts.to,
    subject: t('alert.subject', offer),
    text,
    html,
    headers: unsubscribeHeaders(facts.unsubscribeUrl),
  };
}
