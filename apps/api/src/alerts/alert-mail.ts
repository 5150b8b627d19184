import { PRODUCT_NAME } from '@reprise/domain/constants';
import { VIEW_PARAMS } from '@reprise/domain/listings/listing-view';
import { formatMoney } from '@reprise/domain/money/format-money';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/mjml-layout';
import { unsubscribeHeaders } from '../notifications/public';

/** What the price-alert mail says. */
export interface AlertMailFacts {
  to: string;
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
  const money = (minor: number) => formatMoney(minor, facts.currency, facts.minorUnits);
  const link = alertEventLink(publicBaseUrl, facts.eventPath, facts.quantity, facts.zoneId);
  const where = facts.placeName ? ` in ${facts.placeName}` : '';
  const tickets = `${facts.quantity} ticket${facts.quantity === 1 ? '' : 's'}`;
  const { html, text } = renderMail({
    preview: `${tickets} for ${facts.eventName} at ${money(facts.allInMinor)} each`,
    heading: 'Your price alert: tickets at your price',
    paragraphs: [
      `Hi ${facts.firstName},`,
      `${tickets}${where} for ${facts.eventName} are on sale at ${money(facts.allInMinor)} each, all-in (fees included), under your target of ${money(facts.targetMinor)}.`,
      'Prices and seats change quickly; we mail at most once a day for this alert.',
      `Choose which mails we send you in My account: ${publicBaseUrl}/myaccount`,
    ],
    action: { label: 'See the tickets', url: link },
    footer: `Stop this alert (no sign-in needed): ${facts.unsubscribeUrl}`,
  });
  return {
    to: facts.to,
    subject: `${PRODUCT_NAME} price alert: ${facts.eventName} from ${money(facts.allInMinor)}`,
    text,
    html,
    headers: unsubscribeHeaders(facts.unsubscribeUrl),
  };
}
