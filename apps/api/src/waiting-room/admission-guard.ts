// The admission check of an event's checkout while its room is on: the checkout page, a hold
// (POST /holds) and a payment (POST /setpaymentProcess). Whether a room is on comes from the
// short per-copy lookup; the admission itself is checked against the database.

import { COOKIE_NAMES } from '@reprise/domain/constants';
import type { CreateHoldBody, PaymentBody } from '@reprise/domain/schemas/checkout';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../platform/errors/domain-error';
import { anyRoomOn, roomOnFor } from './room-lookup';
import {
  admissionById,
  bindAdmission,
  eventOfHold,
  eventOfListing,
  sessionBought,
} from './room-queries';
import { verifyAdmission, verifyQueueToken } from './room-tokens';

const invalid = (message: string) => new DomainError('ADMISSION_INVALID', message);

/**
 * Throws unless the request carries a live admission to the event's room, issued to this browser
 * (its queue token). With `sessionId`, the admission is bound to that checkout session on its
 * first use (`bind`) or must already be bound to it: a copied or replayed admission is refused.
 */
export async function checkAdmission(
  request: FastifyRequest,
  eventId: number,
  use: { sessionId?: string; bind?: boolean } = {},
): Promise<void> {
  const app = request.server;
  const token = request.cookies[COOKIE_NAMES.waitingRoomAdmission];
  if (!token) {
    throw new DomainError(
      'ADMISSION_REQUIRED',
      "This sale has a waiting room. Please join the queue on the event's page; we'll let you in when it's your turn.",
    );
  }
  const now = app.apiConfig.now();
  const secret = app.apiConfig.sessionSecret;
  const admission = await verifyAdmission(token, secret, now);
  if (!admission || admission.evt !== eventId) {
    throw invalid(
      "This admission isn't valid for this event any more. Please rejoin the queue on the event's page.",
    );
  }
  const queueToken = request.cookies[COOKIE_NAMES.waitingRoomQueue];
  const fan = queueToken ? await verifyQueueToken(queueToken, secret) : null;
  if (!fan || fan.sub !== admission.sub) {
    throw invalid('This admission was given to another browser, so it cannot be used here.');
  }
  const db = app.database.db;
  const row = await admissionById(db, eventId, admission.jti);
  if (
    !row ||
    row.fanId !== admission.sub ||
    !row.admissionExpiresAt ||
    row.admissionExpiresAt <= now
  ) {
    throw invalid("This admission has ended. Please rejoin the queue on the event's page.");
  }
  if (use.sessionId === undefined) return;
  if (use.bind) {
    if (!(await bindAdmission(db, admission.jti, use.sessionId))) {
      throw invalid('This admission is already in use in another checkout.');
    }
    if (await sessionBought(db, eventId, use.sessionId)) {
      throw invalid(
        "This admission has already been used for an order. Please rejoin the queue on the event's page to buy more.",
      );
    }
  } else if (row.holdSessionId !== use.sessionId) {
    throw invalid('This admission belongs to another checkout.');
  }
}

/** preHandler of POST /holds: while the event's room is on, a hold needs the fan's admission. */
export async function requireHoldAdmission(request: FastifyRequest): Promise<void> {
  if (!(await anyRoomOn(request.server))) return;
  const body = request.body as CreateHoldBody;
  const eventId = await eventOfListing(request.server.database.db, body.listingId);
  // An unknown listing is the hold route's own 404.
  if (eventId === null || !(await roomOnFor(request.server, eventId))) return;
  await checkAdmission(request, eventId, { sessionId: body.sessionId, bind: true });
}

/** preHandler of POST /setpaymentProcess: pays only the hold the admission was bound to. */
export async function requirePaymentAdmission(request: FastifyRequest): Promise<void> {
  if (!(await anyRoomOn(request.server))) return;
  const body = request.body as PaymentBody;
  const eventId = await eventOfHold(request.server.database.db, body.holdId);
  if (eventId === null || !(await roomOnFor(request.server, eventId))) return;
  await checkAdmission(request, eventId, { sessionId: body.sessionId });
}
