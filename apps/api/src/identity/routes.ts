import type { FastifyPluginAsync } from 'fastify';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';
import { socialRoutes } from './social/social-routes';

/** Accounts and sessions: sign-up, sign-in, refresh, logout, passwords, social sign-in. */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(socialRoutes);
};
