import { z } from 'zod';
import { MAX_TICKET_QUANTITY } from '../constants';
import { currencyCode } from '../schemas/listings';
import { recordId } from '../schemas/whole-number';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

/** The body of POST /alerts: an alert on one event, set by the signed-in fan. */
export const createAlertBodySchema = z.object({
  eventId: z
    .number({ error: 'eventId must be a number' })
    .int('eventId must be a whole number')
    .positive('eventId must be a positive event id'),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_TICKET_QUANTITY, `quantity must be at most ${MAX_TICKET_QUANTITY}`),
  zoneId: text('zoneId', 100).nullish(),
  section: text('section', 100).nullish(),
  /** Most one ticket may cost all-in, in minor units of `currency`. */
  targetMinor: z
    .number({ error: 'targetMinor must be a number' })
    .int('targetMinor must be a whole number of minor units')
    .positive('targetMinor must be above 0')
    .max(100_000_000, 'targetMinor is too large'),
  currency: currencyCode('currency'),
});
export type CreateAlertBody = z.infer<typeof createAlertBodySchema>;

/** One of the fan's alerts as the API answers it. */
export const alertSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  quantity: z.number(),
  zoneId: z.string().nullable(),
  section: z.string().nullable(),
  targetMinor: z.number(),
  currency: z.string(),
  endedAt: z.string().nullable(),
});

/** The query of the one-click unsubscribe (GET shows, POST ends): the signed token of the mail. */
export const unsubscribeQuerySchema = z.object({
  token: text('token', 200),
});

/** The query of GET /alerts: the event whose alerts the fan sees. */
export const alertsQuerySchema = z.object({ eventId: recordId('eventId') });

/** The body of POST /alerts/end: which of the fan's alerts to end. */
export const endAlertBodySchema = z.object({ alertId: recordId('alertId') });

/** The answer of GET /alerts. */
export type AlertList = { data: z.infer<typeof alertSchema>[] };
