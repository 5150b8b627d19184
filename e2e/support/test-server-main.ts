import { ReadCache } from '@reprise/api/cache/read-cache';
import { mountTestHooks } from '@reprise/api/test-support/checkout/test-hook-routes';
import { buildServer } from '../../apps/server/src/build-server';
import { ConfigError, loadEnv } from '../../apps/server/src/env';
import { installGracefulShutdown } from '../../apps/server/src/graceful-shutdown';
import { resolveSessionSecret } from '../../apps/server/src/session-secret';
import { startDatabase } from '../../apps/server/src/start-database';
import { mountProductionWeb } from '../../apps/server/src/web-production';

// The e2e server's entry when REPRISE_TEST_HOOKS=1: the production start (apps/server/src/main.ts)
// plus the test-only calls, which live in the test tree so no production module can load them.
async function main() {
  const env = loadEnv(process.env);
  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const bootLog = { info: (message: string) => env.LOG_LEVEL !== 'silent' && console.log(message) };
  const database = await startDatabase(env, bootLog);
  const readCache = new ReadCache();
  const app = await buildServer({
    env,
    database,
    sessionSecret,
    readCache,
    mountWeb: mountProductionWeb,
  });
  await mountTestHooks(app, { database, cache: readCache, now: () => new Date() });
  installGracefulShutdown(app, { onClosed: () => database.close() });
  await app.listen({ port: env.PORT, host: env.HOST });
  bootLog.info(`Reprise is ready: ${env.PUBLIC_BASE_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
