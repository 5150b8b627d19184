// The desk's order calls: search, one order with its timeline, payments, refunds and audit log,
// and the actions on it. Every call needs a desk session (404 without one).
import {
  deskCancelBodySchema,
  deskDeliveryBodySchema,
  deskOrderParamsSchema,
  deskOrderSearchQuerySchema,
  deskReasonBodySchema,
  deskRefundBodySchema,
} from '@reprise/domain/desk/desk-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timelineOf } from '../fulfilment/public';
import { auditOfOrder } from '../guarantee/public';
import { DomainError } from '../platform/errors/domain-error';
import type { DeskContext } from './desk-context';
import { deskOrder, refundableMinor, refundsOfOrder, searchOrders } from './desk-order-queries';
import {
  cancelByDesk,
  moveDeliveryByDesk,
  refundByDesk,
  resendTicketsByDesk,
} from './desk-order-service';
import { requireDesk } from './desk-session';

const tags = ['desk'];

export function deskOrderRoutes(ctx: DeskContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => ctx.database.db;

    app.get(
      '/ops/desk/orders',
      {
        schema: {
          tags,
          summary: 'Finds orders by confirmation number, email (contact or account) or event id',
          querystring: deskOrderSearchQuerySchema,
        },
      },
      async (request) => ({ data: await searchOrders(db(), request.query) }),
    );

    app.get(
      '/ops/desk/orders/:orderId',
      {
        schema: {
          tags,
          summary: 'One order: its payment, refunds, delivery timeline and audit log',
          params: deskOrderParamsSchema,
        },
      },
      async (request) => {
        const { orderId } = request.params;
        const order = await deskOrder(db(), orderId);
        if (!order) throw new DomainError('ORDER_NOT_FOUND', 'No such order.', 'orderId');
        const [refunds, timeline, audit, refundable] = await Promise.all([
          refundsOfOrder(db(), orderId),
          timelineOf(db(), orderId),
          auditOfOrder(db(), orderId),
          refundableMinor(db(), orderId),
        ]);
        return { data: { order, refunds, timeline, audit, refundableMinor: refundable ?? 0 } };
      },
    );

    app.post(
      '/ops/desk/orders/:orderId/refund',
      {
        schema: {
          tags,
          summary: 'Refunds an order in full (no amountMinor) or in part, with a reason',
          description:
            'Support staff may refund at most the support limit (403 FORBIDDEN above it). 409 REFUND_NOT_ALLOWED beyond what is left. The same idempotencyKey refunds once.',
          params: deskOrderParamsSchema,
          body: deskRefundBodySchema,
        },
      },
      async (request) => {
        const operator = await requireDesk(request);
        const refund = await refundByDesk(ctx, operator, request.params.orderId, {
          amountMinor: request.body.amountMinor ?? null,
          reason: request.body.reason,
          idempotencyKey: request.body.idempotencyKey,
        });
        return { data: refund };
      },
    );

    app.post(
      '/ops/desk/orders/:orderId/cancel',
      {
        schema: {
          tags,
          summary: 'Cancels an order: everything left refunded, order status 3, delivery cancelled',
          params: deskOrderParamsSchema,
          body: deskCancelBodySchema,
        },
      },
      async (request) => {
        const operator = await requireDesk(request);
        return { data: await cancelByDesk(ctx, operator, request.params.orderId, request.body) };
      },
    );

    app.post(
      '/ops/desk/orders/:orderId/delivery',
      {
        schema: {
          tags,
          summary: 'Marks an order delivered or incompleted (as the delivery state machine allows)',
          params: deskOrderParamsSchema,
          body: deskDeliveryBodySchema,
        },
      },
      async (request) => {
        const operator = await requireDesk(request);
        const outcome = await moveDeliveryByDesk(
          ctx,
          operator,
          request.params.orderId,
          request.body,
        );
        return { data: { outcome } };
      },
    );

    app.post(
      '/ops/desk/orders/:orderId/resend-tickets',
      {
        schema: {
          tags,
          summary: "Sends the order's ticket mail again (on the delivery job's next round)",
          params: deskOrderParamsSchema,
          body: deskReasonBodySchema,
        },
      },
      async (request) => {
        const operator = await requireDesk(request);
        const mails = await resendTicketsByDesk(
          ctx,
          operator,
          request.params.orderId,
          request.body.reason,
        );
        return { data: { mails } };
      },
    );
  };
}
