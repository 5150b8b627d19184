import type { LanguageTag } from '@reprise/domain/constants';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { dateLocale } from '@reprise/domain/language/intl-locale';
import type {
  DeliveryView,
  TimelineEntryView,
  TimelineReasonCode,
} from '@reprise/domain/schemas/fulfilment';
import { formatDay } from '../../lib/format-day';
import type { MessageKey, Translate } from '../../lib/i18n/catalogue';

// Delivery in words a fan understands: where the tickets are, by when they come, and what to do
// when they are late. Days and times are printed in UTC in the page's locale (lib/format-day).

const DONE: Record<DeliveryView['method'], MessageKey> = {
  transfer: 'delivery.now.transferred',
  shipping: 'delivery.now.shipped',
  pickup: 'delivery.now.pickupReady',
  document: 'delivery.now.ready',
};

const PENDING: Record<DeliveryView['method'], MessageKey> = {
  transfer: 'delivery.now.transferPending',
  shipping: 'delivery.now.postPending',
  pickup: 'delivery.now.pickupPending',
  document: 'delivery.now.pending',
};

/** What the delivery status means for this order, in one or two sentences. */
export function deliveryNow(delivery: DeliveryView, t: Translate, language: LanguageTag): string {
  const date = formatDay(delivery.deadline, dateLocale(language));
  const email = delivery.transfer?.email ?? '';
  switch (delivery.deliveryStatusId) {
    case DELIVERY_STATUS_IDS.completed:
      return t(DONE[delivery.method], { email });
    case DELIVERY_STATUS_IDS.cancelled:
      return t('delivery.now.cancelled');
    case DELIVERY_STATUS_IDS.incompleted:
      return t('delivery.now.late', { date });
    default:
      if (delivery.method === 'shipping' && delivery.shipping?.trackingNumber) {
        const carrier = delivery.shipping.carrier;
        return carrier ? t('delivery.now.posted', { carrier }) : t('delivery.now.postedNoCarrier');
      }
      return t(PENDING[delivery.method], { email, date });
  }
}

/** What to do if the tickets are late (shown while they are not delivered). */
export function ifLate(
  delivery: DeliveryView,
  confirmationNumber: string,
  t: Translate,
  language: LanguageTag,
): string | null {
  if (
    delivery.deliveryStatusId === DELIVERY_STATUS_IDS.completed ||
    delivery.deliveryStatusId === DELIVERY_STATUS_IDS.cancelled
  ) {
    return null;
  }
  return t('delivery.ifLate', {
    date: formatDay(delivery.deadline, dateLocale(language)),
    number: confirmationNumber,
  });
}

const KIND_WORDS: Partial<Record<string, MessageKey>> = {
  placed: 'delivery.kind.placed',
  shipped: 'delivery.kind.shipped',
  transfer_sent: 'delivery.kind.transferSent',
  delivered: 'delivery.kind.delivered',
  incompleted: 'delivery.kind.incompleted',
  cancelled: 'delivery.kind.cancelled',
};

/** A timeline entry's title. */
export function timelineTitle(entry: TimelineEntryView, t: Translate): string {
  const key = KIND_WORDS[entry.kind];
  const title = key ? t(key) : entry.kind;
  const tracking = entry.detail?.trackingNumber;
  return tracking ? t('delivery.withTracking', { title, tracking }) : title;
}

const REASON_WORDS: Record<Exclude<TimelineReasonCode, 'other'>, MessageKey> = {
  order_confirmed: 'delivery.reason.orderConfirmed',
  instant_delivery: 'delivery.reason.instantDelivery',
  seller_posted: 'delivery.reason.sellerPosted',
  seller_transferred: 'delivery.reason.sellerTransferred',
  seller_delivered: 'delivery.reason.sellerDelivered',
  seller_failed: 'delivery.reason.sellerFailed',
  deadline_missed: 'delivery.reason.deadlineMissed',
  event_cancelled: 'delivery.reason.eventCancelled',
};

/**
 * Why a timeline step happened, worded from its reason code. A step no code names is an
 * operator's own words, in English: an English page shows them, the others a generic line.
 */
export function timelineReason(
  entry: TimelineEntryView,
  t: Translate,
  language: LanguageTag,
): string {
  const carrier = entry.detail?.carrier;
  const words = entry.detail?.sellerReason;
  switch (entry.reasonCode) {
    case 'other':
      return language === 'en' ? entry.reason : t('delivery.reason.other');
    case 'seller_posted':
      return carrier
        ? t('delivery.reason.sellerPostedWith', { carrier })
        : t(REASON_WORDS.seller_posted);
    case 'seller_failed':
      return words
        ? t('delivery.reason.sellerFailedWith', { words })
        : t(REASON_WORDS.seller_failed);
    default:
      return t(REASON_WORDS[entry.reasonCode], { email: entry.detail?.transferEmail ?? '' });
  }
}
