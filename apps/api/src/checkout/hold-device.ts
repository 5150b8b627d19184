// The device cookie (ADR 0017): a random id in an httpOnly cookie that tells one browser from
// another behind a shared address. It is no secret and proves nothing on its own; an anonymous
// client's holds are counted by its address or its device, so dropping the cookie gains nothing.
import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE } from '@reprise/domain/checkout/fair-holds';
import type { FastifyReply, FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** This browser's device id: the cookie's, or a new one set on the answer. */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = request.cookies[DEVICE_COOKIE];
  if (known && UUID.test(known)) return known.toLowerCase();
  const fresh = randomUUID();
  reply.setCookie(DEVICE_COOKIE, fresh, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_S,
  });
  return fresh;
}
