import { z } from 'zod';
import { MAX_ADMISSION_RATE } from '../waiting-room/waiting-room-rules';

// The on-sale waiting room (docs/decisions/0016-waiting-room.md): the operator's switch, the
// holding page's status and the signed tokens' payloads.

export const waitingRoomParamsSchema = z.object({
  eventId: z.coerce
    .number({ error: 'eventId must be a whole number' })
    .int('eventId must be a whole number')
    .positive('eventId must be positive')
    .max(2_147_483_647, 'eventId is too large'),
});

export const openWaitingRoomBodySchema = z.object({
  opensAt: z.iso.datetime({ offset: true, error: 'opensAt must be an ISO 8601 date and time' }),
  admitPerSecond: z
    .number({ error: 'admitPerSecond must be a number' })
    .positive('admitPerSecond must be more than 0')
    .max(MAX_ADMISSION_RATE, `admitPerSecond must be at most ${MAX_ADMISSION_RATE}`),
});
export type OpenWaitingRoomBody = z.infer<typeof openWaitingRoomBodySchema>;

export const waitingRoomStates = ['off', 'waiting', 'admitted'] as const;

export const waitingRoomSettingsSchema = z.object({
  eventId: z.number().int(),
  status: z.enum(['on', 'closed']),
  opensAt: z.string().describe('ISO 8601 instant'),
  admitPerSecond: z.number(),
  closedReason: z.string().nullable().describe('sold_out, drained or operator'),
  waiting: z.number().int().describe('Fans still in the queue'),
  admitted: z.number().int().describe('Fans admitted so far'),
});
export const waitingRoomSettingsResponseSchema = z.object({ data: waitingRoomSettingsSchema });

export const waitingRoomStatusSchema = z.object({
  state: z.enum(waitingRoomStates),
  eventId: z.number().int(),
  opensAt: z.string().nullable(),
  serverNow: z.string(),
  /** 1 is next; null once admitted or when no room is on. */
  position: z.number().int().nullable(),
  /** Fans in the queue, this one included. */
  queueLength: z.number().int().nullable(),
  admitPerSecond: z.number().nullable(),
  estimatedWaitSeconds: z.number().int().nullable(),
  admittedUntil: z.string().nullable(),
});
export type WaitingRoomStatus = z.infer<typeof waitingRoomStatusSchema>;
export const waitingRoomStatusResponseSchema = z.object({ data: waitingRoomStatusSchema });

/** The queue token's claims: the fan (a random id for this browser) and the event's room. */
export const queueTokenPayloadSchema = z.object({
  sub: z.uuid(),
  evt: z.number().int().positive(),
});
export type QueueTokenPayload = z.infer<typeof queueTokenPayloadSchema>;

/** The admission's claims: the fan it was given to, the event, and its single-use id. */
export const admissionTokenPayloadSchema = z.object({
  sub: z.uuid(),
  evt: z.number().int().positive(),
  jti: z.uuid(),
  exp: z.number().int(),
});
export type AdmissionTokenPayload = z.infer<typeof admissionTokenPayloadSchema>;
