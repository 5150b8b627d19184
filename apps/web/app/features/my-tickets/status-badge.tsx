import { type StatusText, TONE_CLASS } from './order-status';

/** A status as a small labelled badge ('Delivery: Pending'). */
export function StatusBadge({ name, status }: { name: string; status: StatusText }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONE_CLASS[status.tone]}`}
    >
      {name}: {status.label}
    </span>
  );
}
