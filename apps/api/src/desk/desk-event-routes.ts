// The desk's events and sources: an event's status changed with a preview of what it moves, and
// the sources' stored cancellations decided. Changes go through the guarantee (ADR 0022), whose
// job then refunds and mails.

import {
  deskChangeParamsSchema,
  deskEventParamsSchema,
  deskEventQuerySchema,
  deskReasonBodySchema,
} from '@reprise/domain/desk/desk-schemas';
import { eventChangeBody } from '@reprise/domain/guarantee/event-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditOfEvent,
  type ChangeAnswer,
  changesAwaiting,
  decideEventChange,
  requestEventChange,
} from '../guarantee/public';
import { DomainError } from '../platform/errors/domain-error';
import type { DeskContext } from './desk-context';
import { deskEvents, eventOrderTotals } from './desk-order-queries';
import { operatorRoleOnly, requireDeskOperatorRole } from './desk-session';
import { recentSourceEntries } from './desk-source-queries';

const tags = ['desk'];
const EVENT_LIST_LIMIT = 50;
const SOURCE_ENTRIES_LIMIT = 50;

// What the desk shows of a requested or decided change (its job was kicked to act on it).
const changeAnswerView = (answer: ChangeAnswer) => ({
  data: { changeId: answer.change.id, state: answer.change.state, orders: answer.orders },
});

export function deskEventRoutes(ctx: DeskContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => ctx.database.db;

    app.get(
      '/ops/desk/events',
      {
        schema: {
          tags,
          summary: 'Events by date, newest first, with their order counts',
          querystring: deskEventQuerySchema,
        },
      },
      async (request) => ({ data: await deskEvents(db(), request.query, EVENT_LIST_LIMIT) }),
    );

    app.get(
      '/ops/desk/events/:eventId',
      {
        schema: {
          tags,
          summary: 'An event, the paid orders and money a change would move, and its audit log',
          params: deskEventParamsSchema,
        },
      },
      async (request) => {
        const { eventId } = request.params;
        const [event] = await deskEvents(db(), { eventId }, 1);
        if (!event) throw new DomainError('EVENT_NOT_FOUND', 'No such event.', 'eventId');
        const [paid, audit] = await Promise.all([
          eventOrderTotals(db(), eventId),
          auditOfEvent(db(), eventId),
        ]);
        return { data: { event, paid, audit } };
      },
    );

    app.post(
      '/ops/desk/events/:eventId/status',
      {
        onRequest: operatorRoleOnly,
        schema: {
          tags,
          summary: "Changes an event's status (operator role): cancelled refunds every paid order",
          params: deskEventParamsSchema,
          body: eventChangeBody,
        },
      },
      async (request) => {
        const operator = await requireDeskOperatorRole(request);
        const answer = await requestEventChange(
          ctx.guarantee.context,
          request.params.eventId,
          request.body,
          { kind: 'operator', deskOperatorId: operator.id },
        );
        ctx.guarantee.kick();
        return changeAnswerView(answer);
      },
    );

    app.get(
      '/ops/desk/sources',
      {
        schema: {
          tags,
          summary: "Sources' changes waiting for an operator, and their recent pushes (audit log)",
        },
      },
      async () => {
        const [awaiting, recent] = await Promise.all([
          changesAwaiting(db()),
          recentSourceEntries(db(), SOURCE_ENTRIES_LIMIT),
        ]);
        return { data: { awaiting, recent } };
      },
    );

    app.post(
      '/ops/desk/event-changes/:changeId/:decision',
      {
        onRequest: operatorRoleOnly,
        schema: {
          tags,
          summary: "Confirms or rejects a source's stored change (operator role)",
          params: deskChangeParamsSchema,
          body: deskReasonBodySchema,
        },
      },
      async (request) => {
        const operator = await requireDeskOperatorRole(request);
        const answer = await decideEventChange(
          ctx.guarantee.context,
          request.params.changeId,
          request.params.decision,
          request.body.reason,
          operator.id,
        );
        ctx.guarantee.kick();
        return changeAnswerView(answer);
      },
    );
  };
}
