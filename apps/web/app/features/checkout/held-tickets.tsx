import { formatDay } from '../../lib/format-day';
import type { Hold } from './checkout-types';
import { seatsText, ticketTypeHelp } from './ticket-type';

/** The held tickets: how many, where (section, row, seats), ticket type with its help text. */
export function HeldTickets({ hold }: { hold: Hold }) {
  const { listing, quantity } = hold;
  const type = ticketTypeHelp(listing.ticketTypeId);
  const seats = seatsText(listing.seatFrom, listing.seatTo);
  const where = [`Section ${listing.section}`, listing.row ? `Row ${listing.row}` : null, seats]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      aria-labelledby="held-tickets-heading"
      className="rounded-lg border border-slate-200 p-4"
    >
      <h2 id="held-tickets-heading" className="text-lg font-bold">
        Your tickets
      </h2>
      <p className="mt-1 font-semibold">
        {quantity} ticket{quantity === 1 ? '' : 's'} · {where}
      </p>
      {type ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{type.name}: </span>
          {type.text}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        {listing.instantDelivery
          ? 'Instant delivery: your tickets arrive as soon as the order is confirmed.'
          : listing.inHandDate
            ? `Delivered by ${formatDay(listing.inHandDate)}.`
            : 'Delivered before the event.'}
      </p>
      {listing.notes ? <p className="mt-2 text-sm text-slate-700">{listing.notes}</p> : null}
    </section>
  );
}
