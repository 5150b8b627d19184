import {
  alertSchema,
  alertsQuerySchema,
  createAlertBodySchema,
  endAlertBodySchema,
} from '@reprise/domain/alerts/alert-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBuyer } from '../identity/public';
import { unsubscribeLinkRoutes } from '../notifications/public';
import { readContext } from '../platform/service-context';
import { createAlert, endMyAlert, listMyAlerts, unsubscribeAlert } from './alert-service';

const tags = ['alerts'];

/** Price alerts: the signed-in fan's alerts of an event, and the mails' one-click unsubscribe. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => readContext(app);

  app.post(
    '/alerts',
    {
      schema: {
        tags,
        summary: 'Sets a price alert on an event for the signed-in fan',
        description:
          'quantity tickets (optionally in zoneId or section) at most targetMinor all-in per ticket, in currency. ' +
          'One mail when a listing change matches, at most one per alert per day; the alert ends when the event starts. ' +
          '401 UNAUTHENTICATED; 404 EVENT_NOT_FOUND; 409 EVENT_NOT_ON_SALE once the event started; 400 naming the field.',
        body: createAlertBodySchema,
        response: { 201: z.object({ data: alertSchema }) },
      },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      const data = await createAlert(ctx(), buyer.id, request.body, app.apiConfig.now());
      reply.code(201);
      return { data };
    },
  );

  app.get(
    '/alerts',
    {
      schema: {
        tags,
        summary: "The signed-in fan's open price alerts on an event",
        querystring: alertsQuerySchema,
        response: { 200: z.object({ data: z.array(alertSchema) }) },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      return {
        data: await listMyAlerts(ctx(), buyer.id, request.query.eventId, app.apiConfig.now()),
      };
    },
  );

  app.post(
    '/alerts/end',
    {
      schema: {
        tags,
        summary: "Ends one of the signed-in fan's price alerts",
        description:
          "401 UNAUTHENTICATED; 404 NOT_FOUND for an unknown, ended or another fan's alert.",
        body: endAlertBodySchema,
        response: { 200: z.object({ data: z.object({ ended: z.literal(true) }) }) },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      await endMyAlert(ctx(), buyer.id, request.body.alertId, app.apiConfig.now());
      return { data: { ended: true as const } };
    },
  );

  unsubscribeLinkRoutes(app, '/alerts/unsubscribe', {
    tags,
    mail: 'price-alert mail',
    ends: 'the alert',
    page: {
      title: 'Price alert stopped',
      heading: 'Price alert stopped',
      text: 'You will get no more mails for this alert.',
    },
    response: z.object({ alertId: z.number(), ended: z.literal(true) }),
    unsubscribe: (token) =>
      unsubscribeAlert(ctx(), token, app.apiConfig.sessionSecret, app.apiConfig.now()),
  });
};
