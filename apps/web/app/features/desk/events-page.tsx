import type { DeskEventSummary } from '@reprise/domain/desk/desk-views';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { deskTime } from './desk-format';
import { DeskTableHead } from './desk-parts';
import { CELL, TABLE } from './desk-shell';

/** The event list: a name search, and each event's status and order count. */
export function EventsPage({ q, events }: { q: string; events: DeskEventSummary[] }) {
  return (
    <>
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-4">
        <TextField label="Event name" name="q" defaultValue={q} className="min-w-64" />
        <button type="submit" className={buttonClass('primary')}>
          Find events
        </button>
      </Form>
      {events.length === 0 ? (
        <p>No events found.</p>
      ) : (
        <table className={TABLE}>
          <caption className="sr-only">Events</caption>
          <DeskTableHead columns={['Event', 'Date', 'Status', 'Orders']} />
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td className={CELL}>
                  <Link
                    className="font-semibold text-brand-700 underline"
                    to={`/ops/events/${event.id}`}
                  >
                    {event.name}
                  </Link>{' '}
                  (#{event.id})
                </td>
                <td className={CELL}>{deskTime(event.startsAt)}</td>
                <td className={CELL}>{event.status}</td>
                <td className={CELL}>{event.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
