// A change of an event's status, from an operator or a source (docs/decisions/0022-guarantee.md).
// Applying it writes, in one transaction, the event's new status, the change, one task per paid
// order (what the job owes it) and the audit entry; the job then refunds and mails. A source's
// cancellation of an event with paid orders is only stored until an operator decides.
import type { Db } from '@reprise/db/client';
import {
  type ChangedEventStatus,
  type EventChangeBody,
  needsConfirmation,
  refundKeyOf,
  taskKindOf,
} from '@reprise/domain/guarantee/event-change';
import { EVENT_CARDS_TAG, eventTag, lockEventStatus, setEventStatus } from '../events/public';
import { appendAudit } from '../platform/audit-log';
import { DomainError } from '../platform/errors/domain-error';
import {
  decideChange,
  type EventChangeRow,
  insertChange,
  insertTasks,
  lockChange,
  paidOrdersOf,
} from './change-queries';
import type { GuaranteeContext } from './guarantee-context';

/**
 * Who asks: the operator (by key, or a desk account named by its id) or a connected source.
 */
export type ChangeOrigin =
  | { kind: 'operator'; deskOperatorId?: number }
  | { kind: 'source'; source: string };

const operatorName = (deskOperatorId?: number) =>
  deskOperatorId === undefined ? 'operator' : `operator:${deskOperatorId}`;

const originName = (origin: ChangeOrigin) =>
  origin.kind === 'operator' ? operatorName(origin.deskOperatorId) : `source:${origin.source}`;

export interface ChangeAnswer {
  change: EventChangeRow;
  /** Paid orders the change covers. */
  orders: number;
}

/** Asks for a change of an event's status: applied at once, or stored for an operator. */
export async function requestEventChange(
  ctx: GuaranteeContext,
  eventId: number,
  body: EventChangeBody,
  origin: ChangeOrigin,
): Promise<ChangeAnswer> {
  const at = ctx.now();
  const answer = await ctx.database.db.transaction(async (tx) => {
    const event = await lockEventStatus(tx, eventId);
    if (!event) throw new DomainError('EVENT_NOT_FOUND', 'No such event.', 'eventId');
    if (event.status === 'cancelled') {
      throw new DomainError(
        'EVENT_ALREADY_CANCELLED',
        'The event is cancelled already; its status can no longer change.',
        'status',
      );
    }
    const paid = await paidOrdersOf(tx, eventId);
    const waits = needsConfirmation(origin.kind, body.status, paid.length);
    const change = await insertChange(tx, {
      eventId,
      status: body.status,
      startsAt: body.startsAt ? new Date(body.startsAt) : null,
      origin: originName(origin),
      reason: body.reason,
      state: waits ? 'awaiting' : 'applied',
      createdAt: at,
    });
    await appendAudit(tx, {
      at,
      actor: originName(origin),
      action: waits ? 'event.change_requested' : 'event.status_changed',
      eventId,
      detail: {
        changeId: change.id,
        from: { status: event.status, startsAt: event.startsAt.toISOString() },
        to: { status: body.status, startsAt: body.startsAt ?? null },
        paidOrders: paid.length,
      },
      reason: body.reason,
    });
    if (!waits) await applyChange(tx, change, at);
    return { change, orders: paid.length };
  });
  if (answer.change.state === 'applied') invalidateEvent(ctx, eventId);
  return answer;
}

/** An operator's decision on a stored change: confirmed applies it, rejected leaves the event. */
export async function decideEventChange(
  ctx: GuaranteeContext,
  changeId: number,
  decision: 'confirm' | 'reject',
  reason: string,
  deskOperatorId?: number,
): Promise<ChangeAnswer> {
  const decidedBy = operatorName(deskOperatorId);
  const at = ctx.now();
  const answer = await ctx.database.db.transaction(async (tx) => {
    const change = await lockChange(tx, changeId);
    if (!change) throw new DomainError('CHANGE_NOT_FOUND', 'No such event change.', 'changeId');
    if (change.state !== 'awaiting') {
      throw new DomainError(
        'CHANGE_ALREADY_DECIDED',
        `This change was ${change.state} already.`,
        'changeId',
      );
    }
    const event = await lockEventStatus(tx, change.eventId);
    const state = decision === 'confirm' ? 'applied' : 'rejected';
    const decided = { ...change, state, decidedBy, decidedAt: at };
    await decideChange(tx, changeId, { state, decidedBy, decidedAt: at });
    await appendAudit(tx, {
      at,
      actor: decidedBy,
      action: decision === 'confirm' ? 'event.change_confirmed' : 'event.change_rejected',
      eventId: change.eventId,
      detail: {
        changeId,
        from: { status: event?.status ?? null },
        to: { status: decision === 'confirm' ? change.status : (event?.status ?? null) },
      },
      reason,
    });
    const orders = decision === 'confirm' ? await applyChange(tx, decided, at) : 0;
    return { change: decided, orders };
  });
  if (decision === 'confirm') invalidateEvent(ctx, answer.change.eventId);
  return answer;
}

/** Sets the event's status and gives each paid order its task; answers how many. */
async function applyChange(tx: Db, change: EventChangeRow, at: Date): Promise<number> {
  await setEventStatus(tx, change.eventId, {
    status: change.status,
    startsAt: change.startsAt,
    at,
  });
  const paid = await paidOrdersOf(tx, change.eventId);
  const kind = taskKindOf(change.status as ChangedEventStatus);
  await insertTasks(
    tx,
    paid.map((order) => ({
      changeId: change.id,
      orderId: order.id,
      kind,
      idempotencyKey: refundKeyOf(change.id, order.id),
      createdAt: at,
    })),
  );
  return paid.length;
}

function invalidateEvent(ctx: GuaranteeContext, eventId: number): void {
  ctx.cache.invalidate(eventTag(eventId));
  ctx.cache.invalidate(EVENT_CARDS_TAG);
}
