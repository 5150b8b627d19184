import {
  authProvidersResponseSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialSignupBodySchema,
  socialSignupResponseSchema,
  socialStartQuerySchema,
} from '@reprise/domain/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../platform/errors/domain-error';
import { BUDGETS, perIp } from '../../platform/rate-limits';
import { requestLanguage } from '../../platform/request-language';
import { keepChosenLanguage } from '../buyer-language';
import { secretsEqual } from '../secret-tokens';
import { signInReply } from '../session-cookies';
import { SOCIAL_STATE_TTL_MS } from '../session-lifetimes';
import { startSession } from '../session-service';
import { fetchSocialProfile, startAuthorization } from './social-client';
import { PROVIDER_NAMES, type ProviderConfig } from './social-config';
import { buyerForSocialProfile } from './social-service';
import { openSocialState, SOCIAL_STATE_COOKIE, sealSocialState } from './social-state';

const tags = ['identity'];

/** Google and Facebook sign-in and sign-up through arctic's code flow (ADR 0005). */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.apiConfig;
  const stateCookie = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  const settingsOf = (provider: SocialProvider): ProviderConfig => {
    const settings = config.social[provider];
    if (!settings) {
      throw new DomainError(
        'PROVIDER_NOT_CONFIGURED',
        `${PROVIDER_NAMES[provider]} sign-in is not available on this site.`,
      );
    }
    return settings;
  };

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which social sign-in providers are configured (the web hides the others)',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ data: { google: !!config.social.google, facebook: !!config.social.facebook } }),
  );

  app.get(
    '/auth/:provider/start',
    {
      config: perIp(BUDGETS.socialPerIp),
      schema: {
        tags,
        summary: 'Starts Google or Facebook sign-in: 302 to the provider',
        description:
          'Sets a short httpOnly cookie with the state (and the PKCE verifier for Google). The provider sends the buyer back to the web page /auth/{provider}/callback, which posts code and state to /api/{provider}-signup. 404 PROVIDER_NOT_CONFIGURED when the provider is not configured.',
        params: z.object({
          provider: z.enum(SOCIAL_PROVIDERS, { error: 'provider must be google or facebook' }),
        }),
        querystring: socialStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const start = startAuthorization(config.social, provider, settingsOf(provider));
      const sealed = await sealSocialState(
        {
          provider,
          state: start.state,
          codeVerifier: start.codeVerifier,
          type: request.query.type,
          returnTo: request.query.returnTo,
        },
        config.sessionSecret,
        config.now(),
        SOCIAL_STATE_TTL_MS,
      );
      reply.setCookie(SOCIAL_STATE_COOKIE, sealed, {
        ...stateCookie,
        maxAge: Math.floor(SOCIAL_STATE_TTL_MS / 1000),
      });
      return reply.redirect(start.url.toString(), 302);
    },
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/${provider}-signup`,
      {
        // The signed state cookie, matched against the state the provider sent back, is what
        // ties this call to a sign-in the buyer started here (OAuth's own CSRF defence). The
        // provider's redirect is a cross-site navigation, so an Origin check would refuse it.
        config: { csrfExempt: 'oauth-state' as const, ...perIp(BUDGETS.socialPerIp) },
        schema: {
          tags,
          summary: `Finishes ${PROVIDER_NAMES[provider]} sign-in or sign-up (the /${provider}-signup call)`,
          description:
            'Posts what the provider sent back to the callback page. The profile is read from the provider, never from the client. An unknown account is created either way (isNewUser: true). 400 SOCIAL_SIGN_IN_FAILED when the state does not match or the provider refuses the code.',
          body: socialSignupBodySchema,
          response: { 200: socialSignupResponseSchema },
        },
      },
      async (request, reply) => {
        const name = PROVIDER_NAMES[provider];
        const settings = settingsOf(provider);
        const now = config.now();
        const saved = openSocialState(
          request.cookies[SOCIAL_STATE_COOKIE],
          config.sessionSecret,
          now,
        );
        reply.clearCookie(SOCIAL_STATE_COOKIE, stateCookie);
        if (
          !saved ||
          saved.provider !== provider ||
          !secretsEqual(saved.state, request.body.state)
        ) {
          throw new DomainError(
            'SOCIAL_SIGN_IN_FAILED',
            `This ${name} sign-in has expired or was started elsewhere. Please try again.`,
          );
        }
        const profile = await fetchSocialProfile(
          config.social,
          provider,
          settings,
          request.body.code,
          saved.codeVerifier,
        ).catch((error: unknown) => {
          // The reason only: provider errors may echo the request, never log codes or secrets.
          request.log.warn({ provider, reason: (error as Error)?.name }, 'social sign-in refused');
          throw new DomainError(
            'SOCIAL_SIGN_IN_FAILED',
            `${name} sign-in did not complete. Please try again.`,
          );
        });
        const { buyer, isNewUser } = await buyerForSocialProfile(
          app.database.db,
          provider,
          profile,
          request.ip,
          requestLanguage(request),
          now,
        );
        if (!isNewUser) await keepChosenLanguage(app.database.db, request, buyer, now);
        const session = await startSession(app.database.db, buyer.id, config.sessionSecret, now);
        signInReply(request, reply, session, buyer);
        return {
          data: {
            userDataObject: {
              id: buyer.id,
              first_name: buyer.firstName,
              last_name: buyer.lastName,
              email: buyer.email,
              created_at: buyer.createdAt.toISOString(),
              isNewUser,
            },
            returnTo: saved.returnTo,
          },
        };
      },
    );
  }
};
