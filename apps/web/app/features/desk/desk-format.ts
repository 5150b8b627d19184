import { money } from '../../lib/money';

const ORDER_STATUSES: Record<number, string> = {
  1: 'Confirmed',
  2: 'Cancelled',
  3: 'Cancelled with refund',
};
const DELIVERY_STATUSES: Record<number, string> = {
  1: 'Delivered',
  2: 'Cancelled',
  3: 'Pending',
  4: 'Incompleted',
};

/** An order status id in words. */
export const orderStatusName = (id: number) => ORDER_STATUSES[id] ?? `Status ${id}`;
/** A delivery status id in words. */
export const deliveryStatusName = (id: number) => DELIVERY_STATUSES[id] ?? `Status ${id}`;

/** A date and time as the desk shows it: unambiguous, in UTC. */
export function deskTime(iso: string | null): string {
  if (!iso) return '—';
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export { money };
