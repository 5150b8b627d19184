// The desk's buyers (the getAllBuyerUsers list, searched and paged, and a buyer's orders) and
// promo codes (listed with their use; created and ended by an operator).
import {
  deskBuyerParamsSchema,
  deskBuyerQuerySchema,
  deskPromoBodySchema,
  deskPromoParamsSchema,
  deskReasonBodySchema,
} from '@reprise/domain/desk/desk-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBuyerById, listBuyerEmails } from '../identity/public';
import { DomainError } from '../platform/errors/domain-error';
import type { DeskContext } from './desk-context';
import { searchOrders } from './desk-order-queries';
import { promoCodesWithUse } from './desk-promo-queries';
import { createPromoByDesk, endPromoByDesk } from './desk-promo-service';
import { operatorRoleOnly, requireDeskOperatorRole } from './desk-session';

const tags = ['desk'];
/** Buyers on one page of the desk's list. */
export const BUYERS_PER_PAGE = 50;

export function deskPeopleRoutes(ctx: DeskContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => ctx.database.db;

    app.get(
      '/ops/desk/buyers',
      {
        schema: {
          tags,
          summary: 'Buyers, oldest first, 50 a page; q searches emails and names',
          querystring: deskBuyerQuerySchema,
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        // One more than a page: whether a next page exists, without counting every buyer.
        const rows = await listBuyerEmails(db(), {
          q: request.query.q,
          limit: BUYERS_PER_PAGE + 1,
          offset: (page - 1) * BUYERS_PER_PAGE,
        });
        return {
          data: {
            buyers: rows.slice(0, BUYERS_PER_PAGE),
            page,
            hasNext: rows.length > BUYERS_PER_PAGE,
          },
        };
      },
    );

    app.get(
      '/ops/desk/buyers/:buyerId',
      { schema: { tags, summary: 'A buyer and their orders', params: deskBuyerParamsSchema } },
      async (request) => {
        const buyer = await findBuyerById(db(), request.params.buyerId);
        if (!buyer) throw new DomainError('NOT_FOUND', 'No such buyer.', 'buyerId');
        const orders = await searchOrders(db(), { buyerId: buyer.id });
        return {
          data: {
            buyer: {
              id: buyer.id,
              email: buyer.email,
              firstName: buyer.firstName,
              lastName: buyer.lastName,
              createdAt: buyer.createdAt,
            },
            orders,
          },
        };
      },
    );

    app.get(
      '/ops/desk/promo-codes',
      { schema: { tags, summary: 'Promo codes, newest first, with their use' } },
      async () => ({ data: await promoCodesWithUse(db()) }),
    );

    app.post(
      '/ops/desk/promo-codes',
      {
        onRequest: operatorRoleOnly,
        schema: {
          tags,
          summary: 'Creates a promo code (operator role)',
          body: deskPromoBodySchema,
        },
      },
      async (request, reply) => {
        const operator = await requireDeskOperatorRole(request);
        reply.code(201);
        return { data: await createPromoByDesk(ctx, operator, request.body) };
      },
    );

    app.post(
      '/ops/desk/promo-codes/:promoId/end',
      {
        onRequest: operatorRoleOnly,
        schema: {
          tags,
          summary: 'Ends a promo code now (operator role)',
          params: deskPromoParamsSchema,
          body: deskReasonBodySchema,
        },
      },
      async (request) => {
        const operator = await requireDeskOperatorRole(request);
        return {
          data: await endPromoByDesk(ctx, operator, request.params.promoId, request.body.reason),
        };
      },
    );
  };
}
