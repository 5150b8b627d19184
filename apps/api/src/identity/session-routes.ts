import {
  loginBodySchema,
  loginResponseSchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resultSuccessSchema,
} from '@reprise/domain/schemas/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../platform/errors/domain-error';
import { BUDGETS, keyedLimiter, perIp } from '../platform/rate-limits';
import { requestLanguage } from '../platform/request-language';
import { keepChosenLanguage } from './buyer-language';
import { findBuyerById } from './buyer-queries';
import { IDENTITY_MESSAGES } from './identity-messages';
import { checkCredentials } from './login-service';
import { passwordLink, passwordMail, signUpAttemptMail } from './password-mails';
import { registerBuyer } from './register-service';
import { currentBuyer } from './require-buyer';
import { clearSessionCookies, signInReply, tokenCookieName } from './session-cookies';
import { endSession, rotateSession, sessionOfRefreshToken, startSession } from './session-service';

const tags = ['identity'];

/** The lower-cased email a request body names, for per-account budgets. */
export function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Sign-up, sign-in, refresh and logout (cookie sessions, ADR 0005). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const config = app.apiConfig;
  // Counted per account and address: counted per account alone, anyone could lock an owner out
  // by failing 10 times from anywhere. Each address stays bounded by this and loginPerIp.
  const loginFailures = keyedLimiter(
    app,
    'login-failures',
    BUDGETS.loginFailuresPerAccount,
    (request) => `${bodyEmail(request)}|${request.ip}`,
  );

  // The same for known and new emails, so the 429 tells nothing either.
  const signUpsPerEmail = keyedLimiter(app, 'register-email', BUDGETS.registerPerEmail, bodyEmail);

  app.post(
    '/buyer-user/register',
    {
      config: perIp(BUDGETS.registerPerIp),
      schema: {
        tags,
        summary: 'Creates an account without a password and mails a set-password link (sign-up)',
        description:
          'The link /set-password/{token} works once, for 1 hour. SignupFirstOrder records the first-order 10% discount (90 days). The buyer is not signed in yet. ' +
          'An email that already has an account gets the same answer (the account is left as it is) and its owner a mail saying someone tried to sign up, with how to sign in or reset the password: the answer never tells whether an account exists.',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      await signUpsPerEmail.hit(request, reply);
      const { body, ip } = request;
      const now = config.now();
      const language = requestLanguage(request);
      // Answered before the sign-up runs, like forgot-password: neither the answer nor its timing
      // tells a new email from one that has an account.
      app.backgroundWork.run('sign-up', async () => {
        const registered = await registerBuyer(db(), body, ip, language, now);
        if (registered.created) {
          const { buyer, setPasswordToken } = registered;
          const link = passwordLink(config.publicBaseUrl, 'set', setPasswordToken);
          await app.mailer.send(passwordMail(buyer, 'set', link));
        } else {
          await app.mailer.send(signUpAttemptMail(registered.owner, config.publicBaseUrl));
        }
      });
      reply.code(201);
      return { data: { result: 'success' as const }, message: IDENTITY_MESSAGES.registered };
    },
  );

  app.post(
    '/login',
    {
      config: perIp(BUDGETS.loginPerIp),
      schema: {
        tags,
        summary: 'Signs in with email and password; sets the session cookies (the /login call)',
        description:
          '401 INVALID_CREDENTIALS for a wrong email or password (the same answer for both). After 10 wrong passwords on one account from one address within 15 minutes, that address gets 429 RATE_LIMITED with Retry-After for that account (other addresses, the owner’s included, are not locked out). Token fields are null for browsers.',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      await loginFailures.check(request, reply);
      const now = config.now();
      const buyer = await checkCredentials(
        db(),
        request.body.email,
        request.body.password,
        now,
      ).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') {
          await loginFailures.hit(request, reply);
        }
        throw error;
      });
      const session = await startSession(db(), buyer.id, config.sessionSecret, now);
      await keepChosenLanguage(db(), request, buyer, now);
      return {
        data: {
          id: buyer.id,
          ...signInReply(request, reply, session, buyer),
          buyerUserCreatedAt: { created_at: buyer.createdAt.toISOString() },
        },
      };
    },
  );

  app.post(
    '/refresh-token',
    {
      config: perIp(BUDGETS.loginPerIp),
      schema: {
        tags,
        summary: 'Rotates the refresh token and issues a new access token (session refresh)',
        description:
          'The body token, else the refresh_token cookie (__Host-refresh_token on an HTTPS site). Each refresh token works once: using one again revokes its whole session. 401 NO_REFRESH_TOKEN when there is none (do not retry), 401 REFRESH_TOKEN_INVALID when it is reused, revoked or expired (cookies cleared).',
        body: refreshTokenBodySchema,
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const presented =
        request.body.refreshToken || request.cookies[tokenCookieName(config, 'refreshToken')];
      if (!presented) {
        throw new DomainError(
          'NO_REFRESH_TOKEN',
          'There is no session to refresh. Please sign in.',
        );
      }
      const now = config.now();
      try {
        const session = await rotateSession(db(), presented, config.sessionSecret, now);
        const buyer = await findBuyerById(db(), session.buyerId);
        if (!buyer) throw new DomainError('REFRESH_TOKEN_INVALID', 'Please sign in again.');
        return { data: signInReply(request, reply, session, buyer) };
      } catch (error) {
        if (error instanceof DomainError) clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Ends the session: revokes it and clears the cookies (the /logout call)',
        description:
          'The session of the access token (cookie or Bearer), else of the refresh token (cookie or body). Always 200.',
        body: refreshTokenBodySchema,
        response: { 200: resultSuccessSchema },
      },
    },
    async (request, reply) => {
      const now = config.now();
      let familyId = (await currentBuyer(request))?.familyId;
      const refreshToken =
        request.body.refreshToken || request.cookies[tokenCookieName(config, 'refreshToken')];
      if (!familyId && refreshToken) {
        familyId = (await sessionOfRefreshToken(db(), refreshToken))?.familyId;
      }
      if (familyId) await endSession(db(), familyId, now);
      clearSessionCookies(reply);
      return { data: { result: 'success' as const } };
    },
  );
};
