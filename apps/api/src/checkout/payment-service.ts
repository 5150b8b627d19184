// Payment (ADR 0010, ADR 0018): the server reprices the hold (never a client figure), authorizes
// the provider's token (never a card), places the order upstream, then writes the order in ONE
// transaction that re-checks the hold with the listing row locked and records the idempotent
// answer; the authorization is captured only after that commit. A process that dies before the
// commit leaves no order and an authorization that was never captured (it lapses): nothing is
// charged, and the hold's seats come back at its expiry by its timestamp alone.
import { randomInt } from 'node:crypto';
import type { LanguageTag } from '@reprise/domain/constants';
import { PAYMENT_SUCCESS_RESPONSE_CODE } from '@reprise/domain/ids';
import type { PaymentBody, PaymentResponse } from '@reprise/domain/schemas/checkout';
import { EVENT_CARDS_TAG, eventTag } from '../events/public';
import { insertOrder, nextOrderId, planOrderDelivery, startOrderDelivery } from '../orders/public';
import type { NextAction } from '../payments/public';
import { DomainError } from '../platform/errors/domain-error';
import { markCaptured } from './capture-queries';
import type { CheckoutContext } from './checkout-context';
import { type PromoRow, quoteHold } from './checkout-pricing';
import { convertActiveHold, findListingForHold, releaseHoldRows } from './hold-queries';
import { afterRelease, holdOfSession, holdStatus } from './hold-service';
import { abandonKey, claimKey, finishKey, requestHash } from './idempotency';
import { authorizeHoldPayment } from './payment-authorization';
import { useFirstOrderOffer, usePromo } from './promo-queries';
import { firstOrderPercent, usablePromo } from './promo-service';

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
  const claim = await claimKey<PaymentAnswer>(
    db,
    request.buyerId,
    request.idempotencyKey,
    hash,
    ctx.now(),
  );
  if (claim.kind === 'replay') {
    return { answer: claim.response, orderId: claim.response.orderId, replay: true };
  }
  try {
    return { ...(await runPayment(ctx, request)), replay: false };
  } catch (error) {
    // Every thrown refusal charged nothing (an authorization is voided before the throw).
    await abandonKey(db, request.buyerId, request.idempotencyKey).catch(() => {});
    throw error;
  }
}

async function runPayment(
  ctx: CheckoutContext,
  request: PaymentRequest,
): Promise<Omit<PaymentOutcome, 'replay'>> {
  const db = ctx.database.db;
  const { body, buyerId } = request;
  // Independent reads side by side: on an on-sale each waits for a pooled connection.
  const [hold, firstOrder] = await Promise.all([
    holdOfSession(ctx, body.holdId, body.sessionId),
    firstOrderPercent(db, buyerId, ctx.now()),
  ]);
  if (holdStatus(hold, ctx.now()) !== 'active') throw holdExpired();
  const promo: PromoRow | null = body.promoCode
    ? await usablePromo(db, body.promoCode, hold, ctx.now(), 'promoCode')
    : null;
  const quote = await quoteHold(db, hold, request.currency, {
    promo,
    firstOrderPercent: firstOrder,
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
    return { answer, orderId: null };
  }
  if (auth.status !== 'authorized') {
    // Declined: the hold stays while it lasts; the answer is kept for replays.
    const answer = answerOf(auth.status, null);
    await finishKey(db, buyerId, request.idempotencyKey, answer, ctx.now());
    return { answer, orderId: null };
  }

  const voidAuthorization = () =>
    ctx.gateway.void(auth.authorizationId).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'could not void a payment authorization');
      return { ok: false };
    });

  let orderId: number;
  let listingRow: Awaited<ReturnType<typeof findListingForHold>>;
  try {
    // Independent reads side by side, as above.
    [orderId, listingRow] = await Promise.all([
      nextOrderId(db),
      findListingForHold(db, hold.listingId, false),
    ]);
    const adapter = ctx.sources(listingRow!.ticketingSystemId);
    const upstream = await adapter
      .placeOrder({
        holdId: hold.id,
        listingId: hold.listingId,
        externalId: listingRow!.externalId,
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
      return { answer, orderId: null };
    }

    const answer = answerOf('success', orderId);
    await db.transaction(async (tx) => {
      const now = ctx.now();
      const locked = await findListingForHold(tx, hold.listingId, true);
      // Still active and the session's, checked and marked sold in one statement under the lock;
      // anything below that refuses rolls the mark back with the rest.
      if (!(await convertActiveHold(tx, hold.id, body.sessionId, now))) throw holdExpired();
      if (promo && !(await usePromo(tx, promo.id))) {
        throw new DomainError('PROMO_USED_UP', 'This promo code has been fully used.', 'promoCode');
      }
      if (quote.firstOrderDiscount && !(await useFirstOrderOffer(tx, buyerId, now))) {
        throw new DomainError(
          'VALIDATION_FAILED',
          'The first-order discount was already used. Please review your total and pay again.',
          'firstOrderDiscount',
        );
      }
      const plan = await planOrderDelivery(tx, locked!, hold.quantity, hold.eventId);
      await insertOrder(tx, {
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
        seatNumbers: plan.seatNumbers,
        language: request.language,
        externalOrderId: upstream.externalOrderId,
        deliveryStatusId: plan.deliveryStatusId,
        createdAt: now,
      });
      await startOrderDelivery(tx, { orderId, plan, contactEmail: body.contact.email, now });
      await finishKey(tx, buyerId, request.idempotencyKey, answer, now);
    });
    const captured = await ctx.gateway.capture(auth.authorizationId).catch(() => ({ ok: false }));
    if (captured.ok) {
      await markCaptured(ctx.database.db, orderId, ctx.now());
    } else {
      // The order stands; the capture sweeper tries again (capture-sweeper.ts).
      ctx.log.warn({ orderId }, 'payment capture failed after the order was written');
    }
    ctx.cache.invalidate(eventTag(hold.eventId));
    // Cards show '{n} tickets sold' from the sold counts. Only they change: dropping the whole
    // 'listings' tag here re-rendered every event's cached pages on every order of an on-sale.
    ctx.cache.invalidate(EVENT_CARDS_TAG);
    return { answer, orderId };
  } catch (error) {
    await voidAuthorization();
    throw error;
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
