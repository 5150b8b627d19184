import { buildServer } from './build-server';
import { ConfigError, loadEnv } from './env';
import { installGracefulShutdown } from './graceful-shutdown';
import { resolveSessionSecret } from './session-secret';
import { startDatabase } from './start-database';
import { mountProductionWeb } from './web-production';

// Production entry: serves the built web app. `npm start` builds it first when missing.
async function main() {
  const env = loadEnv(process.env);
  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const bootLog = { info: (message: string) => env.LOG_LEVEL !== 'silent' && console.log(message) };
  const database = await startDatabase(env, bootLog);
  const app = await buildServer({
    env,
    database,
    sessionSecret,
    mountWeb: mountProductionWeb,
  });
  installGracefulShutdown(app, { onClosed: () => database.close() });
  await app.listen({ port: env.PORT, host: env.HOST });
  bootLog.info(`Reprise is ready: ${env.PUBLIC_BASE_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
