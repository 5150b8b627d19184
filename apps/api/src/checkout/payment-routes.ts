import {
  activePromoBodySchema,
  activePromoResponseSchema,
  paymentBodySchema,
  paymentResponseSchema,
  validatePromoBodySchema,
  validatePromoResponseSchema,
} from '@reprise/domain/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimedBuyerId,
  currentBuyer,
  keepChosenLanguage,
  notSignedIn,
  requireBuyer,
} from '../identity/public';
import { getOrder, orderConfirmationMail } from '../orders/public';
import { READ_ONLY_POST } from '../platform/csrf';
import { DomainError } from '../platform/errors/domain-error';
import { BUDGETS, perIp } from '../platform/rate-limits';
import { requestLanguage } from '../platform/request-language';
import { requirePaymentAdmission } from '../waiting-room/public';
import type { CheckoutContext } from './checkout-context';
import { chargeCurrency } from './checkout-currency';
import { holdOfSession } from './hold-service';
import { payForHold } from './payment-service';
import { activePromos, validatePromo } from './promo-service';

const tags = ['checkout'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Promo codes and payment (ADR 0010; calls in docs/api.md). */
export function paymentRoutes(ctx: () => CheckoutContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/validatePromoCode',
      {
        config: READ_ONLY_POST,
        schema: {
          tags,
          summary: "Checks a promo code against this session's hold and answers the quote with it",
          description:
            '400 (field code) PROMO_NOT_FOUND, PROMO_EXPIRED, PROMO_USED_UP or PROMO_NOT_APPLICABLE, each with its own message. The first-order discount and a promo do not stack: the larger wins.',
          body: validatePromoBodySchema,
          response: { 200: validatePromoResponseSchema },
        },
      },
      async (request) => {
        const hold = await holdOfSession(ctx(), request.body.holdId, request.body.sessionId);
        const buyer = await currentBuyer(request);
        return {
          data: await validatePromo(app.database.db, {
            code: request.body.code,
            hold,
            buyerId: buyer?.id ?? null,
            currency: chargeCurrency(request, request.body.currency),
            now: ctx().now(),
          }),
        };
      },
    );

    app.post(
      '/activePromoCode',
      {
        config: READ_ONLY_POST,
        schema: {
          tags,
          summary: 'Lists the promo codes usable now (fixed amounts in the display currency)',
          body: activePromoBodySchema,
          response: { 200: activePromoResponseSchema },
        },
      },
      async (request) => ({
        data: await activePromos(
          app.database.db,
          chargeCurrency(request, request.body?.currency),
          ctx().now(),
        ),
      }),
    );

    app.post(
      '/setpaymentProcess',
      {
        config: perIp(BUDGETS.paymentPerIp),
        schema: {
          tags,
          summary: 'Pays for the hold and writes the order (signed-in buyer, Idempotency-Key)',
          description:
            "Header Idempotency-Key (UUID) required. The body carries the payment provider's token (paymentToken), never a card. The server reprices the hold; it never reads a client total. responseData.status success (paymentResponseCode 100, orderId), declined or insufficient_funds (hold kept), failed (the ticket seller refused: nothing charged, hold released), requires_action (202: the bank asks for 3-D Secure; nextAction says how; pay again with authorizationId). 401 UNAUTHENTICATED, 400 VALIDATION_FAILED (paymentToken, authorizationId), 409 HOLD_EXPIRED (nothing charged), 409 IDEMPOTENCY_IN_PROGRESS, 422 IDEMPOTENCY_KEY_REUSED; a replay of a finished key answers the first result.",
          body: paymentBodySchema,
          response: { 200: paymentResponseSchema },
        },
      },
      async (request) => {
        // The admission, the buyer's session and the payment's own read go side by side (one
        // round trip's wait, not two): the read starts for the buyer the access token names, and
        // the payment waits for both checks before it moves money, so refusals answer as before:
        // the admission's first, then the session's.
        const checks = (async () => {
          await requirePaymentAdmission(request);
          return requireBuyer(request);
        })();
        // Awaited below or by the payment; a refusal never goes unhandled meanwhile.
        checks.catch(() => {});
        currentBuyer(request).catch(() => {});
        const claimedId = await claimedBuyerId(request);
        const key = request.headers['idempotency-key'];
        const idempotencyKey =
          typeof key === 'string' && UUID.test(key.trim()) ? key.trim().toLowerCase() : null;
        if (claimedId === null || idempotencyKey === null) {
          // The admission's or the session's refusal answers first.
          await checks;
          if (claimedId === null) throw notSignedIn();
          throw new DomainError(
            'VALIDATION_FAILED',
            'The Idempotency-Key header must be a UUID, new for each payment attempt.',
            'Idempotency-Key',
          );
        }
        const buyerId = claimedId;
        const language = requestLanguage(request);
        const outcome = await payForHold(ctx(), {
          checks,
          buyerId,
          idempotencyKey,
          body: request.body,
          currency: chargeCurrency(request, request.body.currency),
          language,
          secret: app.apiConfig.sessionSecret,
        });
        if (outcome.afterAnswer) {
          // The capture after the answer (ADR 0010): if this process dies first, the capture
          // sweeper captures the order.
          app.backgroundWork.run('payment capture', outcome.afterAnswer);
        }
        const orderId = outcome.orderId;
        if (orderId !== null && !outcome.replay) {
          // After the answer, off the on-sale's hot path: the mail, and the fan's chosen language
          // carried to their account's mails.
          app.backgroundWork.run('order confirmation mail', async () => {
            const db = app.database.db;
            await keepChosenLanguage(db, request, await checks, ctx().now());
            const order = await getOrder(db, buyerId, orderId);
            await app.mailer.send(
              orderConfirmationMail(order, language, app.apiConfig.publicBaseUrl),
            );
          });
        }
        return { data: { responseData: outcome.answer } };
      },
    );
  };
}
