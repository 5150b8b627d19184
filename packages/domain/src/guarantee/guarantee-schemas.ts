import { z } from 'zod';
import { SOURCE_NAMES } from '../schemas/sources';
import { coercedWholeNumber } from '../schemas/whole-number';
import { CHANGED_EVENT_STATUSES } from './event-change';

const MAX_ID = 2_147_483_647;

/** The event of a change of status. */
export const eventChangeParamsSchema = z.object({
  eventId: coercedWholeNumber('eventId', 1, MAX_ID),
});

/** The order of an audit log read. */
export const orderAuditParamsSchema = z.object({
  orderId: coercedWholeNumber('orderId', 1, MAX_ID),
});

/** A source's change of one of its events. */
export const sourceEventChangeParamsSchema = eventChangeParamsSchema.extend({
  source: z.enum(SOURCE_NAMES, { error: `source must be one of ${SOURCE_NAMES.join(', ')}` }),
});

/** A stored change an operator decides on. */
export const changeDecisionParamsSchema = z.object({
  changeId: coercedWholeNumber('changeId', 1, MAX_ID),
  decision: z.enum(['confirm', 'reject'], { error: 'decision must be confirm or reject' }),
});

/** Why the operator decided so (kept in the audit log). */
export const changeDecisionBodySchema = z.object({
  reason: z.string().trim().min(3, 'reason must be at least 3 characters').max(500),
});

/** A change of an event's status as the API answers it. */
export const eventChangeSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  status: z.enum(CHANGED_EVENT_STATUSES),
  startsAt: z.string().nullable(),
  origin: z.string(),
  reason: z.string(),
  state: z.enum(['applied', 'awaiting', 'rejected']),
  createdAt: z.string(),
  /** Paid orders the change covers. */
  orders: z.number().optional(),
});

export const eventChangeResponseSchema = z.object({ data: eventChangeSchema });
export const eventChangeListResponseSchema = z.object({ data: z.array(eventChangeSchema) });

/** One audit log entry as the API answers it. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  eventId: z.number().nullable(),
  orderId: z.number().nullable(),
  detail: z.record(z.string(), z.unknown()),
  reason: z.string(),
});
export const auditResponseSchema = z.object({ data: z.array(auditEntrySchema) });
