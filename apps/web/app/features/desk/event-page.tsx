import type { DeskEventDetail, DeskOperatorView } from '@reprise/domain/desk/desk-views';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { deskTime, money } from './desk-format';
import { auditEntries, DeskEntryList, DeskSelect } from './desk-parts';
import type { DeskActionResult } from './desk-route';
import { DeskNotice, DeskSection } from './desk-shell';

/** A change asked for and not yet confirmed: shown back with what it would move. */
export interface EventChangePreview {
  preview: true;
  status: string;
  startsAt: string;
  reason: string;
}

const STATUS_WORDS: Record<string, string> = {
  cancelled: 'Cancelling refunds every paid order in full and mails each buyer',
  postponed: 'Postponing keeps every order valid and mails each buyer the news',
  rescheduled: 'Rescheduling keeps every order valid and mails each buyer the new date',
};

/** An event, what a change of its status would move, the change form and its audit log. */
export function EventPage({
  detail,
  operator,
  result,
}: {
  detail: DeskEventDetail;
  operator: DeskOperatorView;
  result: DeskActionResult | EventChangePreview | undefined;
}) {
  const { event, paid } = detail;
  const preview = result && 'preview' in result ? result : null;
  const outcome = result && !('preview' in result) ? result : undefined;
  const paidOrders = paid.reduce((sum, row) => sum + row.orders, 0);
  const paidMoney = paid.map((row) => money(row.totalMinor, row.currency)).join(' + ') || 'nothing';
  return (
    <>
      <DeskNotice result={outcome} />
      <DeskSection title="Event">
        <p className="text-sm">
          {deskTime(event.startsAt)} · status <strong>{event.status}</strong> · {event.orders}{' '}
          orders ·{' '}
          <Link className="text-brand-700 underline" to={`/ops?eventId=${event.id}`}>
            See its orders
          </Link>
        </p>
        <p className="mt-2 text-sm">
          Paid orders a change covers: <strong>{paidOrders}</strong>, worth{' '}
          <strong>{paidMoney}</strong>.
        </p>
      </DeskSection>
      <DeskSection title="Change status">
        {operator.role !== 'operator' ? (
          <p className="text-sm">Only an operator may change an event's status.</p>
        ) : event.status === 'cancelled' ? (
          <p className="text-sm">The event is cancelled; its status can no longer change.</p>
        ) : preview ? (
          <Form method="post" className="space-y-3 rounded-md border border-slate-400 p-4">
            <p className="font-semibold">
              {STATUS_WORDS[preview.status] ?? preview.status}: {paidOrders} paid orders, worth{' '}
              {paidMoney}.
            </p>
            <p className="text-sm">Reason: {preview.reason}</p>
            {preview.startsAt ? (
              <p className="text-sm">New date: {deskTime(preview.startsAt)}</p>
            ) : null}
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="status" value={preview.status} />
            <input type="hidden" name="startsAt" value={preview.startsAt} />
            <input type="hidden" name="reason" value={preview.reason} />
            <div className="flex gap-3">
              <button type="submit" className={buttonClass('primary')}>
                Confirm change
              </button>
              <Link className={buttonClass('secondary')} to={`/ops/events/${event.id}`}>
                Back
              </Link>
            </div>
          </Form>
        ) : (
          <Form method="post" className="grid max-w-xl gap-3">
            <input type="hidden" name="intent" value="preview" />
            <DeskSelect
              label="New status"
              name="status"
              options={{
                postponed: 'Postponed',
                rescheduled: 'Rescheduled',
                cancelled: 'Cancelled',
              }}
            />
            <TextField
              label="New date and time (UTC)"
              name="startsAt"
              type="datetime-local"
              help="Required when rescheduling."
            />
            <TextField label="Reason" name="reason" required minLength={3} />
            <button type="submit" className={buttonClass('primary')}>
              Preview change
            </button>
          </Form>
        )}
      </DeskSection>
      <DeskSection title="Audit log">
        <DeskEntryList entries={auditEntries(detail.audit)} />
      </DeskSection>
    </>
  );
}
