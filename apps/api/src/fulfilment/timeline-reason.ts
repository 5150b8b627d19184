// A timeline step's reason as data: the stored reason stays the English sentence operators read
// on the desk, and the fan's page words the step from this code in its own language. The code is
// derived from what the step records (its kind, who moved it, its detail) rather than stored, so
// the steps written before it existed get one too.
import type { TimelineReasonCode } from '@reprise/domain/schemas/fulfilment';
import type { TimelineRow } from './timeline-queries';

/** The detail key marking a delivery cancelled because its event was cancelled. */
export const CANCELLED_BY_EVENT = { cause: 'event_cancelled' } as const;

/** Why a timeline step happened, as a code; `other` for an operator's own words. */
export function timelineReasonCode(
  entry: Pick<TimelineRow, 'kind' | 'actor' | 'detail'>,
): TimelineReasonCode {
  const { kind, actor, detail } = entry;
  if (actor === 'checkout') {
    if (kind === 'placed') return 'order_confirmed';
    if (kind === 'delivered') return 'instant_delivery';
  }
  if (actor === 'source') {
    if (kind === 'shipped') return 'seller_posted';
    if (kind === 'delivered')
      return detail?.transferEmail ? 'seller_transferred' : 'seller_delivered';
    if (kind === 'incompleted') return 'seller_failed';
  }
  if (actor === 'deadline' && kind === 'incompleted') return 'deadline_missed';
  if (kind === 'cancelled' && detail?.cause === CANCELLED_BY_EVENT.cause) return 'event_cancelled';
  return 'other';
}
