import {
  myTicketsBodySchema,
  myTicketsResponseSchema,
  orderBodySchema,
  orderParamsSchema,
  orderResponseSchema,
} from '@reprise/domain/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBuyer } from '../identity/public';
import { READ_ONLY_POST } from '../platform/csrf';
import { getOrder, listOrders } from './order-service';

const tags = ['orders'];

/** The signed-in buyer's orders (ADR 0010). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/order/order-tickets/:orderId',
    {
      schema: {
        tags,
        summary: "One of the signed-in buyer's orders",
        description:
          "401 UNAUTHENTICATED; 404 ORDER_NOT_FOUND for an unknown or another buyer's order.",
        params: orderParamsSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await getOrder(db(), buyer.id, request.params.orderId) };
    },
  );

  app.post(
    '/order/order-tickets',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: "One of the signed-in buyer's orders (POST form of the GET)",
        body: orderBodySchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await getOrder(db(), buyer.id, request.body.orderId) };
    },
  );

  app.post(
    '/ticket/mytickets',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: "The signed-in buyer's orders, newest first",
        body: myTicketsBodySchema,
        response: { 200: myTicketsResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await listOrders(db(), buyer.id, request.body.limit, request.body.offset) };
    },
  );
};
