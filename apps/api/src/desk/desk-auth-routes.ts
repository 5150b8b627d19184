// Signing in to and out of the desk (docs/decisions/0023-operator-desk.md).
import { deskSignInBodySchema } from '@reprise/domain/desk/desk-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyEmail } from '../identity/public';
import { DomainError } from '../platform/errors/domain-error';
import { BUDGETS, keyedLimiter, perIp } from '../platform/rate-limits';
import { clearDeskCookie, requireDesk, setDeskCookie } from './desk-session';
import { signInOperator } from './operator-accounts';
import { revokeDeskSession } from './operator-queries';

const tags = ['desk'];
const REFUSED = new Set(['INVALID_CREDENTIALS', 'TOTP_INVALID']);

const operatorView = (operator: { id: number; email: string; name: string; role: string }) => ({
  id: operator.id,
  email: operator.email,
  name: operator.name,
  role: operator.role,
});

export const deskAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted per account and address, as buyers' sign-ins are: a wrong password or code counts.
  const failures = keyedLimiter(
    app,
    'desk-sign-in-failures',
    BUDGETS.loginFailuresPerAccount,
    (request) => `${bodyEmail(request)}|${request.ip}`,
  );

  app.post(
    '/ops/desk/sign-in',
    {
      config: perIp(BUDGETS.loginPerIp),
      schema: {
        tags,
        summary: 'Signs a desk account in with email, password and TOTP code',
        description:
          '401 INVALID_CREDENTIALS (email or password), 401 TOTP_INVALID (the code is wrong or used), 429 RATE_LIMITED after 10 failures on one account from one address in 15 minutes. Sets the desk session cookie.',
        body: deskSignInBodySchema,
      },
    },
    async (request, reply) => {
      await failures.check(request, reply);
      const now = app.apiConfig.now();
      const session = await signInOperator(app.database.db, request.body, now).catch(
        async (error: unknown) => {
          if (error instanceof DomainError && REFUSED.has(error.code)) {
            await failures.hit(request, reply);
          }
          throw error;
        },
      );
      setDeskCookie(reply, session, now);
      return { data: operatorView(session.operator) };
    },
  );

  app.post(
    '/ops/desk/sign-out',
    { schema: { tags, summary: 'Ends the desk session' } },
    async (request, reply) => {
      const operator = await requireDesk(request);
      await revokeDeskSession(app.database.db, operator.sessionId, app.apiConfig.now());
      clearDeskCookie(reply);
      return { data: { result: 'success' as const } };
    },
  );

  app.get(
    '/ops/desk/me',
    { schema: { tags, summary: 'The signed-in desk account (404 without a desk session)' } },
    async (request) => ({ data: operatorView(await requireDesk(request)) }),
  );
};
