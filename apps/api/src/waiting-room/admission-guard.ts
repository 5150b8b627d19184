// The admission check of an event's checkout while its room is on: the checkout page, a hold
// (POST /holds) and a payment (POST /setpaymentProcess). Whether a room is on comes from the
// short per-copy lookup; the admission itself is checked against the database, in one statement
// for a hold (which binds it) and one for a payment (admission-statements.ts).

import { COOKIE_NAMES } from '@reprise/domain/constants';
import type { CreateHoldBody, PaymentBody } from '@reprise/domain/schemas/checkout';
import type { AdmissionTokenPayload } from '@reprise/domain/schemas/waiting-room';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../platform/errors/domain-error';
import { type AdmissionFacts, holdAdmission, paymentAdmission } from './admission-statements';
import { anyRoomOn, roomOnFor } from './room-lookup';
import { admissionById } from './room-queries';
import { verifyAdmission, verifyQueueToken } from './room-tokens';

const invalid = (message: string) => new DomainError('ADMISSION_INVALID', message);

const required = () =>
  new DomainError(
    'ADMISSION_REQUIRED',
    "This sale has a waiting room. Please join the queue on the event's page; we'll let you in when it's your turn.",
  );
const wrongEvent = () =>
  invalid(
    "This admission isn't valid for this event any more. Please rejoin the queue on the event's page.",
  );
const otherBrowser = () =>
  invalid('This admission was given to another browser, so it cannot be used here.');
const ended = () =>
  invalid("This admission has ended. Please rejoin the queue on the event's page.");

/**
 * What the request's cookies claim, checked without the database: no admission, a forged or
 * expired one, one of ours issued to another browser's queue token, or a genuine one.
 */
type Claim =
  | { kind: 'none' }
  | { kind: 'forged' }
  | { kind: 'foreign'; admission: AdmissionTokenPayload }
  | { kind: 'genuine'; admission: AdmissionTokenPayload };

function admissionClaim(request: FastifyRequest): Claim {
  const token = request.cookies[COOKIE_NAMES.waitingRoomAdmission];
  if (!token) return { kind: 'none' };
  const { sessionSecret: secret, now } = request.server.apiConfig;
  const queueToken = request.cookies[COOKIE_NAMES.waitingRoomQueue];
  const admission = verifyAdmission(token, secret, now());
  const fan = queueToken ? verifyQueueToken(queueToken, secret) : null;
  if (!admission) return { kind: 'forged' };
  return fan?.sub === admission.sub
    ? { kind: 'genuine', admission }
    : { kind: 'foreign', admission };
}

/** Throws unless the claim is a genuine admission to `eventId` whose row is live and its fan's. */
function requireLive(claim: Claim, eventId: number, row: AdmissionFacts | null, now: Date) {
  if (claim.kind === 'none') throw required();
  if (claim.kind === 'forged' || claim.admission.evt !== eventId) throw wrongEvent();
  if (claim.kind === 'foreign') throw otherBrowser();
  if (
    !row ||
    row.fanId !== claim.admission.sub ||
    !row.admissionExpiresAt ||
    row.admissionExpiresAt <= now
  ) {
    throw ended();
  }
}

/**
 * Throws unless the request carries a live admission to the event's room, issued to this browser
 * (its queue token): the checkout page's pass.
 */
export async function checkAdmission(request: FastifyRequest, eventId: number): Promise<void> {
  const claim = admissionClaim(request);
  const row =
    claim.kind === 'genuine' && claim.admission.evt === eventId
      ? await admissionById(request.server.database.db, eventId, claim.admission.jti)
      : null;
  requireLive(claim, eventId, row, request.server.apiConfig.now());
}

/**
 * preHandler of POST /holds: while the event's room is on, a hold needs the fan's admission, which
 * its first hold binds to that checkout session (a copied or replayed admission is refused).
 */
export async function requireHoldAdmission(request: FastifyRequest): Promise<void> {
  if (!(await anyRoomOn(request.server))) return;
  const body = request.body as CreateHoldBody;
  const now = request.server.apiConfig.now();
  const claim = admissionClaim(request);
  const facts = await holdAdmission(
    request.server.database,
    body.listingId,
    body.sessionId,
    claim.kind === 'genuine' ? { jti: claim.admission.jti, fanId: claim.admission.sub } : null,
    now,
  );
  // An unknown listing is the hold route's own 404.
  if (!facts || !(await roomOnFor(request.server, facts.eventId))) return;
  requireLive(claim, facts.eventId, facts, now);
  if (facts.holdSessionId !== null && facts.holdSessionId !== body.sessionId) {
    throw invalid('This admission is already in use in another checkout.');
  }
  if (facts.bought) {
    throw invalid(
      "This admission has already been used for an order. Please rejoin the queue on the event's page to buy more.",
    );
  }
  // Bound by a concurrent hold of another checkout between the statement's read and its write.
  if (!facts.bound) throw invalid('This admission is already in use in another checkout.');
}

/** preHandler of POST /setpaymentProcess: pays only the hold the admission was bound to. */
export async function requirePaymentAdmission(request: FastifyRequest): Promise<void> {
  if (!(await anyRoomOn(request.server))) return;
  const body = request.body as PaymentBody;
  const claim = admissionClaim(request);
  const facts = await paymentAdmission(
    request.server.database,
    body.holdId,
    claim.kind === 'genuine' ? claim.admission.jti : null,
  );
  if (!facts || !(await roomOnFor(request.server, facts.eventId))) return;
  requireLive(claim, facts.eventId, facts, request.server.apiConfig.now());
  if (facts.holdSessionId !== body.sessionId) {
    throw invalid('This admission belongs to another checkout.');
  }
}
