import { PRODUCT_NAME } from '@reprise/domain/constants';
import { formatMoney } from '@reprise/domain/money/format-money';
import type { Order } from '@reprise/domain/schemas/checkout';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/mjml-layout';

/**
 * The order confirmation mail (sent after the order commits), HTML and text: the exact seats
 * allocated to the order; no card number, only its last four.
 */
export function orderConfirmationMail(order: Order, publicBaseUrl: string): MailMessage {
  const link = `${publicBaseUrl}/mytickets/${order.orderId}`;
  const seats = [
    `Section ${order.section}`,
    order.row ? `Row ${order.row}` : null,
    order.seats ? `Seats ${order.seats}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const { html, text } = renderMail({
    preview: `Confirmation number ${order.confirmationNumber}`,
    heading: 'Your order is confirmed',
    paragraphs: [
      `Hi ${order.contact.first_name},`,
      `Thank you for your order with ${PRODUCT_NAME}. Confirmation number: ${order.confirmationNumber}.`,
      `${order.event.name}, ${order.event.venueName}`,
      `${order.quantity} ticket${order.quantity === 1 ? '' : 's'}: ${seats}`,
      `Total charged: ${money(order.lines.totalMinor, order.currency)} (${order.card.brand} ending ${order.card.last4})`,
      `Your tickets will be delivered before the event. See your order: ${link}`,
    ],
    action: { label: 'See your order', url: link },
    footer: `Questions? Contact ${PRODUCT_NAME} support with your confirmation number.`,
  });
  return {
    to: order.email,
    subject: `${PRODUCT_NAME} order ${order.confirmationNumber} confirmed`,
    text,
    html,
  };
}

function money(minor: number, currency: string): string {
  return formatMoney(minor, currency, currency === 'JPY' ? 0 : 2);
}
