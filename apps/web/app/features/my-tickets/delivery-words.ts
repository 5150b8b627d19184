import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import type { DeliveryView, TimelineEntryView } from '@reprise/domain/schemas/fulfilment';
import { formatDay } from '../../lib/format-day';

// Delivery in words a fan understands: where the tickets are, by when they come, and what to do
// when they are late. Times are printed in UTC with a fixed locale, so server and browser agree.

const TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A timeline moment as buyers read it ('3 Mar 2031, 14:05 UTC'). */
export function formatMoment(iso: string): string {
  return TIME.format(new Date(iso));
}

/** What the delivery status means for this order, in one or two sentences. */
export function deliveryNow(delivery: DeliveryView): string {
  const by = formatDay(delivery.deadline);
  switch (delivery.deliveryStatusId) {
    case DELIVERY_STATUS_IDS.completed:
      switch (delivery.method) {
        case 'transfer':
          return `Delivered: your tickets were transferred to ${delivery.transfer?.email} and the transfer was accepted.`;
        case 'shipping':
          return 'Delivered: the carrier reports your paper tickets delivered.';
        case 'pickup':
          return 'Ready to collect at the venue: see where and when below.';
        default:
          return 'Delivered: your tickets are ready below. Download them or show the QR code on your phone at the gate.';
      }
    case DELIVERY_STATUS_IDS.cancelled:
      return 'Delivery of these tickets was cancelled.';
    case DELIVERY_STATUS_IDS.incompleted:
      return `Late: the seller did not deliver by ${by}. Our support team is on it: we will deliver your tickets, find you comparable replacements, or refund you in full before the event.`;
    default:
      switch (delivery.method) {
        case 'transfer':
          return `On its way: the seller will transfer your tickets to ${delivery.transfer?.email} by ${by}. Accept the transfer from the email you receive.`;
        case 'shipping':
          return delivery.shipping?.trackingNumber
            ? `Posted: your paper tickets are on their way with ${delivery.shipping.carrier ?? 'the carrier'}.`
            : `On its way: the seller will post your paper tickets by ${by}.`;
        case 'pickup':
          return 'Collect your tickets at the venue: see where and when below.';
        default:
          return `On its way: the seller has until ${by} to deliver your tickets. We'll email you the moment they arrive.`;
      }
  }
}

/** What to do if the tickets are late (shown while they are not delivered). */
export function ifLate(delivery: DeliveryView, confirmationNumber: string): string | null {
  if (
    delivery.deliveryStatusId === DELIVERY_STATUS_IDS.completed ||
    delivery.deliveryStatusId === DELIVERY_STATUS_IDS.cancelled
  ) {
    return null;
  }
  return `If your tickets haven't arrived by ${formatDay(delivery.deadline)}, you don't need to do anything: we tell you by email what happens next, and you get your tickets, comparable replacements or a full refund. Questions? Contact support with your confirmation number ${confirmationNumber}.`;
}

const KIND_WORDS: Record<string, string> = {
  placed: 'Order confirmed',
  shipped: 'Posted',
  delivered: 'Delivered',
  incompleted: 'Delivery late',
  cancelled: 'Delivery cancelled',
};

/** A timeline entry's title. */
export function timelineTitle(entry: TimelineEntryView): string {
  const title = KIND_WORDS[entry.kind] ?? entry.kind;
  const tracking = entry.detail?.trackingNumber;
  return tracking ? `${title}: tracking number ${tracking}` : title;
}
