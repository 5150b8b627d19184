import { ReadCache } from '@reprise/api/cache/read-cache';
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './build-server';
import { type Env, loadEnv } from './env';
import { installGracefulShutdown } from './graceful-shutdown';
import { resolveSessionSecret } from './session-secret';
import { startDatabase } from './start-database';
import { mountProductionWeb } from './web-production';

export interface PreparedServer {
  env: Env;
  database: DatabaseHandle;
  readCache: ReadCache;
  app: FastifyInstance;
}

/**
 * What the production start does before it listens: settings, session secret, database, and the
 * server with the built web app and graceful shutdown. Another entry may add routes before
 * `listen` (the e2e server adds its test calls this way, from the test tree).
 */
export async function prepareServer(source: NodeJS.ProcessEnv): Promise<PreparedServer> {
  const env = loadEnv(source);
  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const database = await startDatabase(env, bootLog(env));
  const readCache = new ReadCache();
  const app = await buildServer({
    env,
    database,
    sessionSecret,
    readCache,
    mountWeb: mountProductionWeb,
  });
  installGracefulShutdown(app, { onClosed: () => database.close() });
  return { env, database, readCache, app };
}

/** Listens on PORT and HOST and says the copy is up. */
export async function listen({ app, env }: PreparedServer): Promise<void> {
  await app.listen({ port: env.PORT, host: env.HOST });
  bootLog(env).info(`Reprise is ready: ${env.PUBLIC_BASE_URL}`);
}

function bootLog(env: Env) {
  return { info: (message: string) => env.LOG_LEVEL !== 'silent' && console.log(message) };
}
