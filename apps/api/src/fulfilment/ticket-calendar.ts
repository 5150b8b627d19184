import { createEvent } from 'ics';
import type { OrderForDelivery } from './delivery-queries';

// An event's length is not in our data: three hours covers most shows and matches.
const ASSUMED_LENGTH_MS = 3 * 3_600_000;

/** The order's event as an iCalendar file ("Add to calendar"). */
export function orderCalendar(row: OrderForDelivery, orderUrl: string): string {
  const start = row.eventStartsAt.getTime();
  const { error, value } = createEvent({
    productId: 'reprise/tickets',
    uid: `order-${row.order.id}@reprise`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + ASSUMED_LENGTH_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: row.eventName,
    location: [row.venueName, row.venueAddress].filter(Boolean).join(', '),
    description: `Order ${row.order.confirmationNumber}, ${row.order.quantity} ticket${row.order.quantity === 1 ? '' : 's'}. Your tickets: ${orderUrl}`,
    url: orderUrl,
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
