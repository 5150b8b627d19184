// The desk's session cookie (docs/decisions/0023-operator-desk.md): its own name, HttpOnly,
// SameSite=Strict (no link from another site arrives signed in), the length of a shift, and
// __Host- prefixed over HTTPS. A buyer's cookies never open the desk: without a desk session
// every desk call answers 404, exactly as a route that does not exist.
import { DESK_SESSION_COOKIE, HOST_COOKIE_PREFIX } from '@reprise/domain/constants';
import { canRunMarketplace, type DeskRole } from '@reprise/domain/desk/desk-roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecretToken } from '../identity/public';
import { DomainError } from '../platform/errors/domain-error';
import { oncePerRequest } from '../platform/once-per-request';
import type { DeskSignIn } from './operator-accounts';
import { operatorOfSession } from './operator-queries';

/** The operator of a request's desk session. */
export interface DeskOperator {
  id: number;
  email: string;
  name: string;
  role: DeskRole;
  sessionId: number;
}

/** The desk cookie's name on this site. */
export function deskCookieName(config: { publicBaseUrl: string }): string {
  const name = DESK_SESSION_COOKIE;
  return config.publicBaseUrl.startsWith('https:') ? `${HOST_COOKIE_PREFIX}${name}` : name;
}

const cookieOptions = (reply: FastifyReply) => ({
  path: '/',
  sameSite: 'strict' as const,
  httpOnly: true,
  secure: reply.server.apiConfig.secureCookies,
});

export function setDeskCookie(reply: FastifyReply, session: DeskSignIn, now: Date): void {
  reply.setCookie(deskCookieName(reply.server.apiConfig), session.token, {
    ...cookieOptions(reply),
    maxAge: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
  });
}

export function clearDeskCookie(reply: FastifyReply): void {
  reply.clearCookie(deskCookieName(reply.server.apiConfig), cookieOptions(reply));
}

/** The request's desk operator, or null; resolved once per request. */
export const currentDeskOperator = oncePerRequest(resolveOperator);

async function resolveOperator(request: FastifyRequest): Promise<DeskOperator | null> {
  const config = request.server.apiConfig;
  const token = request.cookies[deskCookieName(config)];
  if (!token) return null;
  const row = await operatorOfSession(
    request.server.database.db,
    hashSecretToken(token),
    config.now(),
  );
  return row ? { ...row, role: row.role as DeskRole } : null;
}

/** 404 ROUTE_NOT_FOUND, the answer of an absent route: the desk shows nothing to strangers. */
export function notADeskRoute(request: FastifyRequest): DomainError {
  return new DomainError(
    'ROUTE_NOT_FOUND',
    `There is no API route ${request.method} ${request.url.split('?')[0]}.`,
  );
}

/** The signed-in desk operator, or 404 as if the route did not exist. */
export async function requireDesk(request: FastifyRequest): Promise<DeskOperator> {
  const operator = await currentDeskOperator(request);
  if (!operator) throw notADeskRoute(request);
  return operator;
}

/** The signed-in operator with the operator role; support staff get 403 saying why. */
export async function requireDeskOperatorRole(request: FastifyRequest): Promise<DeskOperator> {
  const operator = await requireDesk(request);
  if (!canRunMarketplace(operator.role)) {
    throw new DomainError(
      'FORBIDDEN',
      'Only an operator may do this; support staff may look after orders and buyers.',
      'role',
    );
  }
  return operator;
}

/** onRequest guard of desk routes: 404 unless the request has a desk session. */
export async function deskOnly(request: FastifyRequest): Promise<void> {
  await requireDesk(request);
}

/** onRequest guard of the desk's marketplace changes: the operator role only. */
export async function operatorRoleOnly(request: FastifyRequest): Promise<void> {
  await requireDeskOperatorRole(request);
}
