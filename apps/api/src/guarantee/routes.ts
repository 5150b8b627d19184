// The guarantee's calls (docs/decisions/0022-guarantee.md): an operator changes an event's status
// or decides on a source's stored cancellation; a source pushes a change of one of its events;
// the operator reads the audit log of an order or an event.
import { type EventChangeBody, eventChangeBody } from '@reprise/domain/guarantee/event-change';
import {
  auditResponseSchema,
  changeDecisionBodySchema,
  changeDecisionParamsSchema,
  eventChangeListResponseSchema,
  eventChangeParamsSchema,
  eventChangeResponseSchema,
  orderAuditParamsSchema,
  sourceEventChangeParamsSchema,
} from '@reprise/domain/guarantee/guarantee-schemas';
import { SOURCE_NAMES, type SourceName } from '@reprise/domain/schemas/sources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../platform/errors/domain-error';
import { requireOperator } from '../platform/operator-auth';
import { requireSourceKey } from '../sources/public';
import { auditOfEvent, auditOfOrder } from './audit-queries';
import { changesAwaiting, type EventChangeRow } from './change-queries';
import {
  type ChangeAnswer,
  type ChangeOrigin,
  decideEventChange,
  requestEventChange,
} from './change-service';
import type { GuaranteeContext } from './guarantee-context';

const tags = ['guarantee'];
const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) =>
  requireOperator(request, reply);

const changeView = (change: EventChangeRow, orders?: number) => ({
  id: change.id,
  eventId: change.eventId,
  status: change.status as 'cancelled' | 'postponed' | 'rescheduled',
  startsAt: change.startsAt?.toISOString() ?? null,
  origin: change.origin,
  reason: change.reason,
  state: change.state as 'applied' | 'awaiting' | 'rejected',
  createdAt: change.createdAt.toISOString(),
  ...(orders === undefined ? {} : { orders }),
});
const answerView = (answer: ChangeAnswer) => ({ data: changeView(answer.change, answer.orders) });

const auditView = (rows: Awaited<ReturnType<typeof auditOfOrder>>) => ({
  data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
});

const STATUS_HELP =
  'cancelled refunds every paid order in full (order status 3, delivery cancelled) and mails each buyer; postponed and rescheduled (startsAt required) keep the orders valid and mail each buyer once. The refunds and mails are made by the guarantee job.';

/** The guarantee routes; `ctx` is read per request, once the payment provider is known. */
export function guaranteeRoutes(
  ctx: () => GuaranteeContext,
  kick: () => void,
): FastifyPluginAsyncZod {
  // A change starts the job's round at once, so buyers hear of it within moments.
  const changeEvent = async (eventId: number, body: EventChangeBody, origin: ChangeOrigin) => {
    const answer = await requestEventChange(ctx(), eventId, body, origin);
    kick();
    return answerView(answer);
  };
  return async (app) => {
    app.post(
      '/ops/events/:eventId/status',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: "Changes an event's status (operator only)",
          description: `${STATUS_HELP} 404 EVENT_NOT_FOUND, 409 EVENT_ALREADY_CANCELLED, 400 VALIDATION_FAILED (status, startsAt, reason).`,
          params: eventChangeParamsSchema,
          body: eventChangeBody,
          response: { 200: eventChangeResponseSchema },
        },
      },
      (request) => changeEvent(request.params.eventId, request.body, { kind: 'operator' }),
    );

    app.post(
      '/sources/:source/events/:eventId/status',
      {
        // Before the body is read: a stranger's change is never parsed.
        onRequest: async (request, reply) => {
          const source = (request.params as { source?: string }).source;
          if (!SOURCE_NAMES.includes(source as SourceName)) {
            throw new DomainError('SOURCE_NOT_FOUND', `There is no source ${source}.`, 'source');
          }
          requireSourceKey(app.sourcesConfig, source as SourceName, request, reply);
        },
        schema: {
          tags,
          summary: "A source changes one of its events' status (source key)",
          description: `${STATUS_HELP} A cancellation of an event with paid orders is stored (state awaiting) until an operator confirms it; nothing is refunded before.`,
          params: sourceEventChangeParamsSchema,
          body: eventChangeBody,
          response: { 200: eventChangeResponseSchema },
        },
      },
      (request) =>
        changeEvent(request.params.eventId, request.body, {
          kind: 'source',
          source: request.params.source,
        }),
    );

    app.get(
      '/ops/event-changes',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: 'Changes waiting for an operator (operator only)',
          response: { 200: eventChangeListResponseSchema },
        },
      },
      async () => ({
        data: (await changesAwaiting(app.database.db)).map((change) => changeView(change)),
      }),
    );

    app.post(
      '/ops/event-changes/:changeId/:decision',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: "Confirms or rejects a source's stored change (operator only)",
          description:
            'confirm applies it (refunds and mails follow); reject leaves the event as it is. 404 CHANGE_NOT_FOUND, 409 CHANGE_ALREADY_DECIDED, 400 VALIDATION_FAILED (decision, reason).',
          params: changeDecisionParamsSchema,
          body: changeDecisionBodySchema,
          response: { 200: eventChangeResponseSchema },
        },
      },
      async (request) => {
        const answer = await decideEventChange(
          ctx(),
          request.params.changeId,
          request.params.decision,
          request.body.reason,
        );
        kick();
        return answerView(answer);
      },
    );

    app.get(
      '/ops/orders/:orderId/audit',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: "An order's audit log, oldest first (operator only)",
          params: orderAuditParamsSchema,
          response: { 200: auditResponseSchema },
        },
      },
      async (request) => auditView(await auditOfOrder(app.database.db, request.params.orderId)),
    );

    app.get(
      '/ops/events/:eventId/audit',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: "An event's audit log, oldest first (operator only)",
          params: eventChangeParamsSchema,
          response: { 200: auditResponseSchema },
        },
      },
      async (request) => auditView(await auditOfEvent(app.database.db, request.params.eventId)),
    );
  };
}
