import {
  alertSchema,
  alertsQuerySchema,
  createAlertBodySchema,
  endAlertBodySchema,
  unsubscribeQuerySchema,
} from '@reprise/domain/alerts/alert-schemas';
import { PRODUCT_NAME } from '@reprise/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBuyer } from '../identity/public';
import { readContext } from '../platform/service-context';
import { createAlert, endMyAlert, listMyAlerts, unsubscribeAlert } from './alert-service';

const tags = ['alerts'];
const PRIVATE = 'private, no-store';

// The mail's link is opened in a browser: a small page of its own, so it needs neither the web
// app nor a session, and says plainly what happened.
const UNSUBSCRIBED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Price alert stopped | ${PRODUCT_NAME}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #111827; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>Price alert stopped</h1><p>You will get no more mails for this alert.</p>
<p><a href="/" style="color: #1d4ed8">Back to ${PRODUCT_NAME}</a></p></main></body></html>`;

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
      reply.header('cache-control', PRIVATE).code(201);
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
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      reply.header('cache-control', PRIVATE);
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
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      await endMyAlert(ctx(), buyer.id, request.body.alertId, app.apiConfig.now());
      reply.header('cache-control', PRIVATE);
      return { data: { ended: true as const } };
    },
  );

  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "The price-alert mail's unsubscribe link: ends the alert, no sign-in (HTML page)",
        description: '400 TOKEN_INVALID for a token this server did not sign.',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      await unsubscribeAlert(
        ctx(),
        request.query.token,
        app.apiConfig.sessionSecret,
        app.apiConfig.now(),
      );
      return reply
        .header('cache-control', PRIVATE)
        .type('text/html; charset=utf-8')
        .send(UNSUBSCRIBED_PAGE);
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe of List-Unsubscribe-Post (RFC 8058): ends the alert',
        querystring: unsubscribeQuerySchema,
        response: {
          200: z.object({ data: z.object({ alertId: z.number(), ended: z.literal(true) }) }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return {
        data: await unsubscribeAlert(
          ctx(),
          request.query.token,
          app.apiConfig.sessionSecret,
          app.apiConfig.now(),
        ),
      };
    },
  );
};
