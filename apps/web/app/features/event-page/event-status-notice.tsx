import { REFUND_WEEKS_TEXT } from '@reprise/domain/constants';
import type { EventSummary } from '@reprise/domain/schemas/catalog';

const NOTICES: Partial<Record<EventSummary['status'], { title: string; text: string }>> = {
  cancelled: {
    title: 'This event has been cancelled',
    text: `Tickets are no longer on sale. If you bought tickets, your full refund appears in ${REFUND_WEEKS_TEXT}.`,
  },
  postponed: {
    title: 'This event has been postponed',
    text: 'Tickets stay valid for the new date once it is announced. You can still buy tickets now.',
  },
  rescheduled: {
    title: 'This event has been rescheduled',
    text: 'The date above is the new date. Tickets bought for the original date stay valid.',
  },
};

/** The event's status in plain words when it is not simply scheduled (as the FAQ answers it). */
export function EventStatusNotice({ status }: { status: EventSummary['status'] }) {
  const notice = NOTICES[status];
  if (!notice) return null;
  const tone =
    status === 'cancelled'
      ? 'border-red-700 bg-red-50 text-red-950'
      : 'border-amber-700 bg-amber-50 text-amber-950';
  return (
    <section
      aria-label="Event status"
      data-event-status={status}
      className={`mt-6 rounded-lg border-l-4 p-4 ${tone}`}
    >
      <h2 className="text-lg font-bold">{notice.title}</h2>
      <p className="mt-1">{notice.text}</p>
    </section>
  );
}
