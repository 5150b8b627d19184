// Payment (ADR 0010, ADR 0018): the server reprices the hold (never a client figure), authorizes
// the provider's token (never a card), places the order upstream, then writes the order in ONE
// round trip (place_order) that re-checks the hold with the listing row locked and records the
// idempotent answer. The authorization is captured after the answer is sent (`afterAnswer`); the
// capture sweeper captures any order a dead process or a failed capture left uncaptured, so each
// order is captured exactly once. A process that dies before the order is written leaves no order
// and an authorization that was never captured (it lapses): nothing is charged, and the hold's
// seats come back at its expiry by its timestamp alone.
import { randomInt } from 'node:crypto';
import type { LanguageTag } from '@reprise/domain/constants';
import { PAYMENT_SUCCESS_RESPONSE_CODE } from '@reprise/domain/ids';
import { normalisePromoCode } from '@reprise/domain/pricing/promo-rules';
import type { PaymentBody, PaymentResponse } from '@reprise/domain/schemas/checkout';
import { EVENT_CARDS_TAG, eventTag } from '../events/public';
import { requireRates } from '../money/public';
import { orderDeliveryStart, planOrderDelivery } from '../orders/public';
import type { NextAction } from '../payments/public';
import { DomainError } from '../platform/errors/domain-error';
import { markCaptured } from './capture-queries';
import type { CheckoutContext } from './checkout-context';
import { type PromoRow, quoteWithRates } from './checkout-pricing';
import { releaseHoldRows } from './hold-queries';
import { afterRelease, holdNotFound, holdStatus } from './hold-service';
import { abandonKey, type Claim, finishKey, requestHash, settleClaim } from './idempotency';
import { authorizeHoldPayment } from './payment-authorization';
import { type PaymentFacts, placeOrder, readPaymentFacts } from './payment-statements';
import { firstOrderPercentOf, promoOrRefusal } from './promo-service';

export type PaymentAnswer = PaymentResponse['data']['responseData'];

/** paymentResponseCode of each outcome; 100 is the success code clients check. */
export const PAYMENT_RESPONSE_CODES = {
  success: PAYMENT_SUCCESS_RESPONSE_CODE,
  declined: 200,
  insufficient_funds: 201,
  failed: 300,
  requires_action: 202,
} as const;

export const HOLD_EXPIRED_MESSAGE =
  'Your hold on these tickets has ended. Please pick your tickets again.';

const MESSAGES = {
  success: 'Payment successful. Your order is confirmed.',
  declined: 'Your card was declined. Please try another card.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card.',
  failed:
    "We couldn't complete your order with the ticket seller, so you have not been charged. Please pick other tickets.",
  requires_action: 'Your bank asks you to confirm this payment.',
} as const;

export interface PaymentRequest {
  /**
   * Checks still running beside the payment's read (the admission, the buyer's session): the
   * payment waits for them before anything else, and a refusal gives the key back. Absent when
   * the caller checked first.
   */
  checks?: Promise<unknown>;
  buyerId: number;
  idempotencyKey: string;
  body: PaymentBody;
  currency: string;
  /** The language of the request: the order's mails are written in it. */
  language: LanguageTag;
  /** Keys the request hash (the session secret). */
  secret: string;
}

/** What happened, for the route: the answer and, on success, the order written. */
export interface PaymentOutcome {
  answer: PaymentAnswer;
  orderId: number | null;
  replay: boolean;
  /**
   * Work to run after the answer is sent (the capture of a new order's payment), or null. If it
   * never runs, the capture sweeper captures the order.
   */
  afterAnswer: (() => Promise<void>) | null;
}

const holdExpired = () => new DomainError('HOLD_EXPIRED', HOLD_EXPIRED_MESSAGE);

const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A confirmation number such as RP-7K3Q9X. */
export function confirmationNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i++)
    code += CONFIRMATION_ALPHABET[randomInt(CONFIRMATION_ALPHABET.length)];
  return `RP-${code}`;
}

/** Pays for a hold once per Idempotency-Key; a replay answers the first result. */
export async function payForHold(
  ctx: CheckoutContext,
  request: PaymentRequest,
): Promise<PaymentOutcome> {
  const db = ctx.database.db;
  const hash = requestHash(request.body, request.secret);
  const { body } = request;
  // The key's claim rides with the payment's reads: on an on-sale every round trip waits for a
  // pooled connection and a turn of a busy event loop.
  const facts = await readPaymentFacts(ctx.database, {
    holdId: body.holdId,
    buyerId: request.buyerId,
    promoCode: body.promoCode ? normalisePromoCode(body.promoCode) : null,
    currency: request.currency,
    idempotencyKey: request.idempotencyKey,
    requestHash: hash,
    now: ctx.now(),
  }).catch(async (error: unknown) => {
    // A request the checks refuse may fail its read for that same reason (its buyer is gone):
    // the refusal answers.
    await request.checks;
    throw error;
  });
  if (request.checks) {
    try {
      await request.checks;
    } catch (error) {
      // Refused before anything was decided: the key is free for the next attempt.
      if (facts.claim.claimed) {
        await abandonKey(db, request.buyerId, request.idempotencyKey).catch(() => {});
      }
      throw error;
    }
  }
  const claim: Claim<PaymentAnswer> = facts.claim.claimed
    ? { kind: 'claimed' }
    : await settleClaim(
        db,
        request.buyerId,
        request.idempotencyKey,
        hash,
        ctx.now(),
        facts.claim.row,
      );
  if (claim.kind === 'replay') {
    const answer = claim.response;
    return { answer, orderId: answer.orderId, replay: true, afterAnswer: null };
  }
  try {
    return { ...(await runPayment(ctx, request, facts)), replay: false };
  } catch (error) {
    // Every thrown refusal charged nothing (an authorization is voided before the throw).
    await abandonKey(db, request.buyerId, request.idempotencyKey).catch(() => {});
    throw error;
  }
}

async function runPayment(
  ctx: CheckoutContext,
  request: PaymentRequest,
  facts: PaymentFacts,
): Promise<Omit<PaymentOutcome, 'replay'>> {
  const db = ctx.database.db;
  const { body, buyerId } = request;
  const hold = facts.hold;
  if (!hold || hold.sessionId !== body.sessionId) throw holdNotFound(body.holdId);
  if (holdStatus(hold, ctx.now()) !== 'active') throw holdExpired();
  const promo: PromoRow | null = body.promoCode
    ? promoOrRefusal(facts.promo ?? undefined, facts.event ?? undefined, ctx.now(), 'promoCode')
    : null;
  requireRates(facts.rates, [hold.currency, request.currency, promo?.currency], 'currency');
  const quote = quoteWithRates(hold, request.currency, facts.rates, {
    promo,
    firstOrderPercent: firstOrderPercentOf(facts.offer ?? undefined, facts.ordersSoFar, ctx.now()),
  });

  const auth = await authorizeHoldPayment(ctx, {
    body,
    buyerId,
    holdId: hold.id,
    amountMinor: quote.totalMinor,
    currency: quote.currency,
    idempotencyKey: request.idempotencyKey,
  });
  if (auth.status === 'invalid') {
    throw new DomainError('VALIDATION_FAILED', auth.message, 'paymentToken');
  }
  if (auth.status === 'requires_action') {
    // The bank asks the buyer first; the hold stays, and the page pays again with this id.
    const answer = actionAnswer(auth.authorizationId, auth.nextAction);
    await finishKey(db, buyerId, request.idempotencyKey, answer, ctx.now());
    return { answer, orderId: null, afterAnswer: null };
  }
  if (auth.status !== 'authorized') {
    // Declined: the hold stays while it lasts; the answer is kept for replays.
    const answer = answerOf(auth.status, null);
    await finishKey(db, buyerId, request.idempotencyKey, answer, ctx.now());
    return { answer, orderId: null, afterAnswer: null };
  }

  const voidAuthorization = () =>
    ctx.gateway.void(auth.authorizationId).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'could not void a payment authorization');
      return { ok: false };
    });

  const { orderId } = facts;
  try {
    const listing = facts.listing!;
    const upstream = await ctx
      .sources(listing.ticketingSystemId)
      .placeOrder({
        holdId: hold.id,
        listingId: hold.listingId,
        externalId: listing.externalId,
        quantity: hold.quantity,
        lock: hold.lockRequestId ? { lockRequestId: hold.lockRequestId } : null,
        orderId,
      })
      .catch((error: unknown) => {
        ctx.log.warn({ err: error, holdId: hold.id }, 'upstream order failed');
        return { ok: false as const, reason: 'unreachable' };
      });
    if (!upstream.ok) {
      await voidAuthorization();
      const released = await releaseHoldRows(db, [hold.id], ctx.now());
      await afterRelease(ctx, released.length > 0 ? released : [hold]);
      const answer = answerOf('failed', null);
      await finishKey(db, buyerId, request.idempotencyKey, answer, ctx.now());
      return { answer, orderId: null, afterAnswer: null };
    }

    const answer = answerOf('success', orderId);
    const order = {
      id: orderId,
      confirmationNumber: confirmationNumber(),
      buyerId,
      holdId: hold.id,
      eventId: hold.eventId,
      listingId: hold.listingId,
      quantity: hold.quantity,
      currency: quote.currency,
      unitPriceMinor: quote.unitPriceMinor,
      feesMinor: quote.feesMinor,
      subtotalMinor: quote.subtotalMinor,
      promoMinor: quote.promoMinor,
      taxMinor: quote.taxMinor,
      totalMinor: quote.totalMinor,
      promoCode: quote.promo?.code ?? null,
      firstOrderDiscount: quote.firstOrderDiscount,
      contactFirstName: body.contact.first_name,
      contactLastName: body.contact.last_name,
      contactEmail: body.contact.email,
      contactPhone: body.contact.phone_number || null,
      cardBrand: auth.brand,
      cardLast4: auth.last4,
      paymentReference: auth.authorizationId,
      language: request.language,
      externalOrderId: upstream.externalOrderId,
    };
    let planned = { listing, sold: facts.sold, eventStartsAt: facts.event!.startsAt };
    for (let attempt = 0; ; attempt++) {
      const now = ctx.now();
      const plan = planOrderDelivery(planned.listing, hold.quantity, planned);
      const written = await placeOrder(ctx.database, {
        order: {
          ...order,
          seatNumbers: plan.seatNumbers,
          deliveryStatusId: plan.deliveryStatusId,
          createdAt: now,
        },
        sessionId: body.sessionId,
        now,
        promoId: promo?.id ?? null,
        firstOrder: quote.firstOrderDiscount,
        plannedFrom: planned,
        delivery: orderDeliveryStart({ orderId, plan, contactEmail: body.contact.email, now }),
        idempotencyKey: request.idempotencyKey,
        response: answer,
      });
      if (written.outcome === 'placed') break;
      if (written.outcome !== 'replan') throw refusalOf(written.outcome);
      // Seats were sold (or the listing changed) between the read and the lock: plan again from
      // the facts as they were under it.
      if (!written.listing || !written.eventStartsAt || attempt + 1 >= PLAN_TRIES) {
        throw new DomainError(
          'LISTING_CHANGED',
          'These tickets just changed. Please pick them again.',
        );
      }
      planned = {
        listing: written.listing,
        sold: written.sold,
        eventStartsAt: written.eventStartsAt,
      };
    }
    ctx.cache.invalidate(eventTag(hold.eventId));
    // Cards show '{n} tickets sold' from the sold counts. Only they change: dropping the whole
    // 'listings' tag here re-rendered every event's cached pages on every order of an on-sale.
    ctx.cache.invalidate(EVENT_CARDS_TAG);
    return {
      answer,
      orderId,
      afterAnswer: () => captureOrder(ctx, orderId, auth.authorizationId),
    };
  } catch (error) {
    await voidAuthorization();
    throw error;
  }
}

// Another order taking the planned seats between the read and the lock is a race of an on-sale's
// busiest listings; the next plan is made from the facts under the lock, so a few tries suffice.
const PLAN_TRIES = 5;

function refusalOf(outcome: 'hold_expired' | 'promo_used_up' | 'first_order_used'): DomainError {
  switch (outcome) {
    case 'hold_expired':
      return holdExpired();
    case 'promo_used_up':
      return new DomainError('PROMO_USED_UP', 'This promo code has been fully used.', 'promoCode');
    case 'first_order_used':
      return new DomainError(
        'VALIDATION_FAILED',
        'The first-order discount was already used. Please review your total and pay again.',
        'firstOrderDiscount',
      );
  }
}

/**
 * Captures a written order's authorization, after the answer. A failure (or a process that dies
 * first) leaves the order uncaptured, for the capture sweeper (capture-sweeper.ts).
 */
async function captureOrder(ctx: CheckoutContext, orderId: number, authorizationId: string) {
  const captured = await ctx.gateway.capture(authorizationId).catch(() => ({ ok: false }));
  if (captured.ok) {
    await markCaptured(ctx.database.db, orderId, ctx.now());
  } else {
    ctx.log.warn({ orderId }, 'payment capture failed after the order was written');
  }
}

function actionAnswer(authorizationId: string, next: NextAction): PaymentAnswer {
  return { ...answerOf('requires_action', null), nextAction: { authorizationId, ...next } };
}

function answerOf(status: PaymentAnswer['status'], orderId: number | null): PaymentAnswer {
  return {
    status,
    paymentResponseCode: PAYMENT_RESPONSE_CODES[status],
    orderId,
    message: MESSAGES[status],
  };
}
