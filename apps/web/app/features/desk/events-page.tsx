import type { DeskEventSummary } from '@reprise/domain/desk/desk-views';
import { TextField } from '../../ui/text-field';
import { deskTime } from './desk-format';
import { DeskRecordLink, DeskSearch, DeskTableHead } from './desk-parts';
import { CELL, TABLE } from './desk-shell';

/** The event list: a name search, and each event's status and order count. */
export function EventsPage({ q, events }: { q: string; events: DeskEventSummary[] }) {
  return (
    <>
      <DeskSearch submit="Find events">
        <TextField label="Event name" name="q" defaultValue={q} className="min-w-64" />
      </DeskSearch>
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
                  <DeskRecordLink to={`/ops/events/${event.id}`}>{event.name}</DeskRecordLink> (#
                  {event.id})
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
