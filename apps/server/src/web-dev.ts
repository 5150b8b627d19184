import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { WebMountOptions } from './build-server';
import { webRootDir } from './paths';
import { mountReactRouter, reactRouterHandler } from './react-router-adapter';

/** Development: Vite serves modules with HMR on the same port; SSR reloads after every edit. */
export async function mountDevelopmentWeb(
  app: FastifyInstance,
  web: WebMountOptions,
): Promise<() => Promise<void>> {
  // Vite is a dev-only dependency: imported here so production never loads it.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRootDir,
    configFile: join(webRootDir, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  await mountReactRouter(app, {
    getHandler: reactRouterHandler(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    ),
    mode: 'development',
    api: app,
    // Pages change with every edit in development: none is kept.
    publicBaseUrl: web.publicBaseUrl,
    supportChatScriptUrl: web.supportChatScriptUrl,
    stripe: web.stripe,
    cdnBaseUrl: web.cdnBaseUrl,
  });
  return () => vite.close();
}
