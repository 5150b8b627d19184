import type { LanguageTag } from '@reprise/domain/constants';
import type { Order } from '@reprise/domain/schemas/checkout';
import { mailText } from '../mail/mail-text';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/mjml-layout';

/**
 * The order confirmation mail (sent after the order commits), HTML and text, in the language of
 * the request that placed the order: the exact seats allocated to the order; no card number, only
 * its last four.
 */
export function orderConfirmationMail(
  order: Order,
  language: LanguageTag,
  publicBaseUrl: string,
): MailMessage {
  const { t, money, place } = mailText(language);
  const link = `${publicBaseUrl}/mytickets/${order.orderId}`;
  const number = order.confirmationNumber;
  const amount = money(order.lines.totalMinor, order.currency, order.currency === 'JPY' ? 0 : 2);
  const { html, text } = renderMail({
    language,
    preview: t('order.preview', { number }),
    heading: t('order.heading'),
    paragraphs: [
      t('common.greeting', { name: order.contact.first_name }),
      t('order.thanks', { number }),
      `${order.event.name}, ${order.event.venueName}`,
      t('order.tickets', {
        count: order.quantity,
        seats: place(order.section, order.row || null, order.seats || null),
      }),
      t('order.total', { amount, brand: order.card.brand, last4: order.card.last4 }),
      t('order.delivery', { url: link }),
    ],
    action: { label: t('common.seeOrder'), url: link },
    footer: t('order.footer'),
  });
  return { to: order.email, subject: t('order.subject', { number }), text, html };
}
