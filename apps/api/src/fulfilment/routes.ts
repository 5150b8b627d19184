import {
  deliveryParamsSchema,
  deliveryResponseSchema,
  shippingAddressBodySchema,
  ticketLinkParamsSchema,
} from '@reprise/domain/schemas/fulfilment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentBuyer, requireBuyer } from '../identity/public';
import { requireOperator } from '../platform/operator-auth';
import { incompletedOrders } from './delivery-queries';
import { deliveryView } from './delivery-view';
import type { FulfilmentContext } from './fulfilment-context';
import { setShippingAddress } from './shipping-address-service';
import { ticketFile } from './ticket-file-service';

const tags = ['orders'];

/** An order's delivery, its ticket files and the hard-stock shipping address (ADR 0019). */
export function fulfilmentRoutes(ctx: () => FulfilmentContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/order-tickets/:orderId/delivery',
      {
        schema: {
          tags,
          summary: "The delivery of one of the signed-in buyer's orders, with fresh ticket links",
          description:
            "401 UNAUTHENTICATED; 404 ORDER_NOT_FOUND for an unknown or another buyer's order. Links work for 10 minutes and only for this buyer.",
          params: deliveryParamsSchema,
          response: { 200: deliveryResponseSchema },
        },
      },
      async (request) => {
        const buyer = await requireBuyer(request);
        return { data: await deliveryView(ctx(), buyer.id, request.params.orderId) };
      },
    );

    app.get(
      '/tickets/:token',
      {
        schema: {
          tags,
          summary: 'A ticket file (PDF, QR code, calendar file, Wallet pass) by its signed link',
          description:
            "Only the order's signed-in buyer: anyone else, and a link we did not sign, get 404 TICKET_NOT_FOUND; the buyer's expired link 410 TICKET_LINK_EXPIRED. Always private, no-store.",
          params: ticketLinkParamsSchema,
        },
      },
      async (request, reply) => {
        const buyer = await currentBuyer(request);
        const file = await ticketFile(ctx(), buyer?.id ?? null, request.params.token);
        const inline = file.contentType === 'image/png';
        // Private, no-store like every answer that does not opt in to public caching.
        return reply
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
          )
          .type(file.contentType)
          .send(typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes));
      },
    );

    app.get(
      '/operator/deliveries/incompleted',
      {
        schema: {
          tags,
          summary: 'Orders whose delivery is late or failed, oldest deadline first (operator only)',
          description:
            'Authorization: Bearer <OPERATOR_API_KEY>; 401 without it, 403 with another key, 404 when no key is configured.',
          response: {
            200: z.object({
              data: z.array(
                z.object({
                  orderId: z.number().int(),
                  confirmationNumber: z.string(),
                  contactEmail: z.string(),
                  eventName: z.string(),
                  eventStartsAt: z.string(),
                  deadlineAt: z.string(),
                  method: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request, reply) => {
        requireOperator(request, reply);
        const rows = await incompletedOrders(app.database.db, 500);
        return {
          data: rows.map((row) => ({
            ...row,
            eventStartsAt: row.eventStartsAt.toISOString(),
            deadlineAt: row.deadlineAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/order/shipping-address',
      {
        schema: {
          tags,
          summary: 'The shipping address of a hard-stock hold, given at checkout before paying',
          description:
            '400 VALIDATION_FAILED naming the field (holdId when the tickets are not hard stock); 404 HOLD_NOT_FOUND for a hold of another session, released or already paid.',
          body: shippingAddressBodySchema,
          response: { 200: z.object({ data: z.object({ saved: z.literal(true) }) }) },
        },
      },
      async (request) => {
        await setShippingAddress(app.database.db, request.body);
        return { data: { saved: true as const } };
      },
    );
  };
}
