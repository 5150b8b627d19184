import { randomUUID } from 'node:crypto';
import { COOKIE_NAMES } from '@reprise/domain/constants';
import {
  openWaitingRoomBodySchema,
  waitingRoomParamsSchema,
  waitingRoomSettingsResponseSchema,
  waitingRoomStatusResponseSchema,
} from '@reprise/domain/schemas/waiting-room';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';
import { requireOperator } from '../platform/operator-auth';
import { checkAdmission } from './admission-guard';
import { startAdmissionLoop } from './admission-loop';
import { announceRoomChange, roomOnFor } from './room-lookup';
import { closeRoomByOperator, fanStatus, openRoom, roomSettings } from './room-service';
import { signAdmission, signQueueToken, verifyQueueToken } from './room-tokens';
import { RedisTokenBucket } from './token-bucket';

const tags = ['waiting-room'];
const QUEUE_COOKIE_MAX_AGE_S = 24 * 60 * 60;
const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) =>
  requireOperator(request, reply);

const passResponseSchema = z.object({
  data: z.object({ state: z.enum(['off', 'admitted', 'waiting']) }),
});

export interface WaitingRoomOptions {
  /** REDIS_URL's client: the admission bucket is kept there, else in the room's row. */
  redis?: Redis;
}

/** The on-sale waiting room (docs/decisions/0016-waiting-room.md): operator switch, fan status. */
export function waitingRoomRoutes(options: WaitingRoomOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const loop = startAdmissionLoop(
      app,
      options.redis ? new RedisTokenBucket(options.redis) : undefined,
    );
    app.addHook('onClose', () => loop.stop());

    const cookieOptions = (maxAge: number) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: app.apiConfig.secureCookies,
      maxAge,
    });

    app.put(
      '/waiting-room/events/:eventId',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary:
            "Turns the event's waiting room on (operator only; 404 when no key is configured): fans wait until opensAt, then are admitted admitPerSecond a second",
          description:
            'A fresh queue each time. 404 EVENT_NOT_FOUND; 400 VALIDATION_FAILED (opensAt, admitPerSecond).',
          params: waitingRoomParamsSchema,
          body: openWaitingRoomBodySchema,
          response: { 200: waitingRoomSettingsResponseSchema },
        },
      },
      async (request) => {
        const data = await openRoom(app.database.db, request.params.eventId, request.body);
        announceRoomChange(app, request.params.eventId);
        return { data };
      },
    );

    app.delete(
      '/waiting-room/events/:eventId',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: "Turns the event's waiting room off (operator only)",
          description: '404 WAITING_ROOM_NOT_FOUND when the event never had one.',
          params: waitingRoomParamsSchema,
          response: { 200: waitingRoomSettingsResponseSchema },
        },
      },
      async (request) => {
        const data = await closeRoomByOperator(
          app.database.db,
          request.params.eventId,
          app.apiConfig.now(),
        );
        announceRoomChange(app, request.params.eventId);
        return { data };
      },
    );

    app.get(
      '/waiting-room/events/:eventId',
      {
        onRequest: operatorOnly,
        schema: {
          tags,
          summary: "The event's waiting room: settings, fans waiting and admitted (operator only)",
          params: waitingRoomParamsSchema,
          response: { 200: waitingRoomSettingsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          data: await roomSettings(app.database.db, request.params.eventId),
        };
      },
    );

    app.get(
      '/waiting-room/events/:eventId/status',
      {
        schema: {
          tags,
          summary: "This browser's place in the event's waiting room (joins the queue first)",
          description:
            'Sets the signed queue token cookie, and the admission cookie once admitted. state off: no room is on (go ahead); waiting: position (1 is next), queueLength and an estimate; admitted: until admittedUntil.',
          params: waitingRoomParamsSchema,
          response: { 200: waitingRoomStatusResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { eventId } = request.params;
        const now = app.apiConfig.now();
        const secret = app.apiConfig.sessionSecret;
        const current = request.cookies[COOKIE_NAMES.waitingRoomQueue];
        const token = current ? verifyQueueToken(current, secret) : null;
        const fanId = token?.sub ?? randomUUID();
        const { inRoom, admission, status } = await fanStatus(
          app.database.db,
          app.readCache,
          eventId,
          fanId,
          now,
        );
        if (!inRoom) {
          if (token?.evt === eventId) {
            reply.clearCookie(COOKIE_NAMES.waitingRoomQueue, { path: '/' });
            reply.clearCookie(COOKIE_NAMES.waitingRoomAdmission, { path: '/' });
          }
          return { data: status };
        }
        if (token?.evt !== eventId) {
          reply.setCookie(
            COOKIE_NAMES.waitingRoomQueue,
            await signQueueToken({ sub: fanId, evt: eventId }, secret, now),
            cookieOptions(QUEUE_COOKIE_MAX_AGE_S),
          );
        }
        if (admission) {
          const exp = Math.floor(admission.expiresAt.getTime() / 1000);
          reply.setCookie(
            COOKIE_NAMES.waitingRoomAdmission,
            await signAdmission({ sub: fanId, evt: eventId, jti: admission.id, exp }, secret, now),
            cookieOptions(Math.max(1, exp - Math.floor(now.getTime() / 1000))),
          );
        }
        return { data: status };
      },
    );

    app.get(
      '/waiting-room/events/:eventId/pass',
      {
        schema: {
          tags,
          summary: "Whether this browser may see the event's pages and checkout now",
          description:
            'state off: no room is on; admitted: this browser holds a live admission; waiting: send it to the waiting room. Changes nothing.',
          params: waitingRoomParamsSchema,
          response: { 200: passResponseSchema },
        },
      },
      async (request, reply) => {
        const { eventId } = request.params;
        // Without a room the answer is the same for everyone, so event pages stay shareable.
        if (!(await roomOnFor(app, eventId))) {
          reply.header('cache-control', 'public, max-age=5');
          return { data: { state: 'off' as const } };
        }
        reply.header('cache-control', 'private, no-store');
        try {
          await checkAdmission(request, eventId);
          return { data: { state: 'admitted' as const } };
        } catch (error) {
          if (error instanceof DomainError) return { data: { state: 'waiting' as const } };
          throw error;
        }
      },
    );
  };
}
