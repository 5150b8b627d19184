import { buildServer } from './build-server';
import { ConfigError, loadEnv } from './env';
import { installGracefulShutdown } from './graceful-shutdown';
import { resolveSessionSecret } from './session-secret';
import { startDatabase } from './start-database';
import { mountDevelopmentWeb } from './web-dev';

// `npm run dev`: the same server as production, with Vite middleware and HMR for the web app.
async function dev() {
  const env = loadEnv({ NODE_ENV: 'development', ...process.env });
  const log = { info: (message: string) => console.log(message) };
  const database = await startDatabase(env, log);
  let closeVite = async () => {};
  const app = await buildServer({
    env,
    database,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR),
    mountWeb: async (instance, web) => {
      closeVite = await mountDevelopmentWeb(instance, web);
    },
  });
  installGracefulShutdown(app, {
    onClosed: async () => {
      await closeVite();
      await database.close();
    },
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  log.info(`Reprise (dev, HMR) is ready: ${env.PUBLIC_BASE_URL}`);
}

dev().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
