import { REFUND_WEEKS_TEXT } from '@reprise/domain/constants';
import { DELIVERY_STATUS_IDS, ORDER_STATUS_CANCELLED_WITH_REFUND } from '@reprise/domain/ids';

// How an order's statuses read (delivery status ids 1-4, order status cancelled-with-refund
// = 3, refund in 1-2 weeks).

export interface StatusText {
  label: string;
  /** What it means for the buyer. */
  text: string;
  tone: 'good' | 'waiting' | 'bad';
}

const DELIVERY: Record<number, StatusText> = {
  [DELIVERY_STATUS_IDS.completed]: {
    label: 'Delivered',
    text: 'Your tickets have been delivered.',
    tone: 'good',
  },
  [DELIVERY_STATUS_IDS.cancelled]: {
    label: 'Cancelled',
    text: 'Delivery of these tickets was cancelled.',
    tone: 'bad',
  },
  [DELIVERY_STATUS_IDS.pending]: {
    label: 'Pending',
    text: "Your tickets are on their way. We'll email you as soon as they are delivered.",
    tone: 'waiting',
  },
  [DELIVERY_STATUS_IDS.incompleted]: {
    label: 'Incomplete',
    text: "We couldn't complete delivery yet. Our support team is on it and will contact you.",
    tone: 'bad',
  },
};

/** The delivery status of an order (completed, cancelled, pending, incompleted). */
export function deliveryStatus(id: number): StatusText {
  return (
    DELIVERY[id] ?? {
      label: 'Pending',
      text: "Your tickets are on their way. We'll email you as soon as they are delivered.",
      tone: 'waiting',
    }
  );
}

/** Order status ids (3 is cancelled-with-refund; 1 and 2 as the API stores them). */
export const ORDER_STATUS_IDS = {
  confirmed: 1,
  cancelled: 2,
  cancelledWithRefund: ORDER_STATUS_CANCELLED_WITH_REFUND,
} as const;

/** The refund text of an order cancelled with a refund (refund appears in 1-2 weeks). */
export const REFUND_TEXT = `This order was cancelled and fully refunded to your original payment method. The refund appears in ${REFUND_WEEKS_TEXT}.`;

/** The order status of an order. */
export function orderStatus(id: number): StatusText {
  switch (id) {
    case ORDER_STATUS_IDS.confirmed:
      return { label: 'Confirmed', text: 'Your order is confirmed.', tone: 'good' };
    case ORDER_STATUS_IDS.cancelled:
      return { label: 'Cancelled', text: 'This order was cancelled.', tone: 'bad' };
    case ORDER_STATUS_IDS.cancelledWithRefund:
      return { label: 'Cancelled with refund', text: REFUND_TEXT, tone: 'bad' };
    default:
      return { label: 'Pending', text: 'Your order is being confirmed.', tone: 'waiting' };
  }
}

/** Badge classes of a status tone (each ≥ 4.5:1 contrast). */
export const TONE_CLASS: Record<StatusText['tone'], string> = {
  good: 'bg-green-100 text-green-900',
  waiting: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
};
