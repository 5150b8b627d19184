import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { type StatusText, TONE_CLASS } from './order-status';

// Status labels (order-status.ts words them in English) in the page's language.
const LABELS: Partial<Record<string, MessageKey>> = {
  Delivered: 'status.Delivered',
  Cancelled: 'status.Cancelled',
  Pending: 'status.Pending',
  Incomplete: 'status.Incomplete',
  Confirmed: 'status.Confirmed',
  'Cancelled with refund': 'status.CancelledRefund',
};

/** A status as a small labelled badge ('Delivery: Pending'). */
export function StatusBadge({ name, status }: { name: string; status: StatusText }) {
  const t = useT();
  const label = LABELS[status.label];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONE_CLASS[status.tone]}`}
    >
      {t('status.badge', { name, label: label ? t(label) : status.label })}
    </span>
  );
}
