import {
  changePasswordBodySchema,
  forgetPasswordBodySchema,
  forgetPasswordResponseSchema,
  resetPasswordUpdateBodySchema,
  resultSuccessSchema,
  tokenCheckBodySchema,
  tokenCheckResponseSchema,
} from '@reprise/domain/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ONLY_POST } from '../platform/csrf';
import { BUDGETS, keyedLimiter, perIp } from '../platform/rate-limits';
import { IDENTITY_MESSAGES } from './identity-messages';
import {
  changePassword,
  checkPasswordToken,
  preparePasswordLinkMail,
  setPasswordWithToken,
} from './password-service';
import { requireBuyer } from './require-buyer';
import { signInReply } from './session-cookies';
import { bodyEmail } from './session-routes';

const tags = ['identity'];

/** Forgotten, first and changed passwords through single-use mailed links (ADR 0005). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const config = app.apiConfig;
  const forgotPerEmail = keyedLimiter(
    app,
    'forgot-password',
    BUDGETS.forgotPasswordPerEmail,
    bodyEmail,
  );

  app.post(
    '/forget-password',
    {
      config: perIp(BUDGETS.forgotPasswordPerIp),
      schema: {
        tags,
        summary: 'Mails a reset (or change) link; the same answer for any email',
        description:
          "emailType 'forgot' (default) mails /set-password/{token}, 'change' mails /change-password/{token}; 1 hour, single use. The answer is sent before the account is even looked up, so it is the same, in the same time, for known and unknown emails.",
        body: forgetPasswordBodySchema,
        response: { 200: forgetPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      await forgotPerEmail.hit(request, reply);
      const { email, emailType } = request.body;
      const now = config.now();
      app.backgroundWork.run('password link mail', async () => {
        const mail = await preparePasswordLinkMail(
          db(),
          email,
          emailType,
          config.publicBaseUrl,
          now,
        );
        if (mail) await app.mailer.send(mail);
      });
      return { data: { result: 'success' as const }, message: IDENTITY_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password-token-check',
    {
      config: { ...READ_ONLY_POST, ...perIp(BUDGETS.passwordTokenPerIp) },
      schema: {
        tags,
        summary: 'Whether a mailed link token can still be used, and what for',
        description: '400 TOKEN_INVALID when it is unknown, used or expired.',
        body: tokenCheckBodySchema,
        response: { 200: tokenCheckResponseSchema },
      },
    },
    async (request) => ({
      data: await checkPasswordToken(db(), request.body.token, config.now()),
    }),
  );

  app.post(
    '/reset-password-update',
    {
      config: perIp(BUDGETS.passwordTokenPerIp),
      schema: {
        tags,
        summary: 'Sets a password with a mailed token and signs the buyer in',
        description:
          'The token is used up; every other session of the buyer ends. Password rule failures answer 400 VALIDATION_FAILED with the rule’s message and field; a dead token 400 TOKEN_INVALID.',
        body: resetPasswordUpdateBodySchema,
        response: { 200: resultSuccessSchema },
      },
    },
    async (request, reply) => {
      const { buyer, session } = await setPasswordWithToken(
        db(),
        request.body.token,
        request.body.password,
        config.sessionSecret,
        config.now(),
      );
      signInReply(request, reply, session, buyer);
      return { data: { result: 'success' as const }, message: IDENTITY_MESSAGES.passwordSet };
    },
  );

  app.post(
    '/change-password',
    {
      config: perIp(BUDGETS.passwordTokenPerIp),
      schema: {
        tags,
        summary: "Changes the signed-in buyer's password (old, new, confirm)",
        description:
          'A wrong old password answers 400 VALIDATION_FAILED on oldPassword. Every other session ends; this device gets a new one.',
        body: changePasswordBodySchema,
        response: { 200: resultSuccessSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await requireBuyer(request);
      const { buyer, session } = await changePassword(
        db(),
        signedIn.id,
        request.body.oldPassword,
        request.body.password,
        config.sessionSecret,
        config.now(),
      );
      signInReply(request, reply, session, buyer);
      return { data: { result: 'success' as const }, message: IDENTITY_MESSAGES.passwordChanged };
    },
  );
};
