import type { EventSummary } from '@reprise/domain/schemas/catalog';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';

const NOTICES: Partial<Record<EventSummary['status'], { title: MessageKey; text: MessageKey }>> = {
  cancelled: { title: 'event.cancelled.title', text: 'event.cancelled.text' },
  postponed: { title: 'event.postponed.title', text: 'event.postponed.text' },
  rescheduled: { title: 'event.rescheduled.title', text: 'event.rescheduled.text' },
};

/** The event's status in plain words when it is not simply scheduled (as the FAQ answers it). */
export function EventStatusNotice({ status }: { status: EventSummary['status'] }) {
  const t = useT();
  const notice = NOTICES[status];
  if (!notice) return null;
  const tone =
    status === 'cancelled'
      ? 'border-red-700 bg-red-50 text-red-950'
      : 'border-amber-700 bg-amber-50 text-amber-950';
  return (
    <section
      aria-label={t('event.status')}
      data-event-status={status}
      className={`mt-6 rounded-lg border-l-4 p-4 ${tone}`}
    >
      <h2 className="text-lg font-bold">{t(notice.title)}</h2>
      <p className="mt-1">{t(notice.text, { weeks: t('event.refundWeeks') })}</p>
    </section>
  );
}
