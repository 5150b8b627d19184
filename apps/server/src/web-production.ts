import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { WebMountOptions } from './build-server';
import {
  ASSET_CACHE_CONTROL,
  ASSET_SKIPPED_HEADERS,
  ASSETS_PATH,
  isFingerprintedAsset,
} from './fingerprinted-assets';
import { webBuildDir } from './paths';
import { mountReactRouter, reactRouterHandler } from './react-router-adapter';
import { webBuildExists } from './web-build';

/** Serves the built web app: fingerprinted assets cached for a year, everything else via SSR. */
export async function mountProductionWeb(
  app: FastifyInstance,
  web: WebMountOptions,
  buildDir = webBuildDir,
) {
  if (!webBuildExists(buildDir)) {
    throw new Error(`The web app is not built (no ${buildDir}). Run \`npm run build\` first.`);
  }
  const build = (await import(
    pathToFileURL(join(buildDir, 'server', 'index.js')).href
  )) as ServerBuild;

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    // One route per built file, so every other path falls through to the React Router catch-all.
    wildcard: false,
    index: false,
    cacheControl: false,
    // scripts/compress-assets.ts wrote .br and .gz twins at build time.
    preCompressed: true,
    // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
    setHeaders: (reply: {
      request: { url: string };
      header(name: string, value: string): unknown;
      removeHeader(name: string): unknown;
    }) => {
      const fingerprinted = isFingerprintedAsset(reply.request.url);
      if (fingerprinted) for (const name of ASSET_SKIPPED_HEADERS) reply.removeHeader(name);
      reply.header('cache-control', fingerprinted ? ASSET_CACHE_CONTROL : 'public, max-age=3600');
    },
  });
  // A missing fingerprinted file is a stale client, not a page: answer a plain 404.
  app.get(`${ASSETS_PATH}*`, async (_request, reply) =>
    reply.status(404).type('text/plain').send('Not found'),
  );

  await mountReactRouter(app, {
    getHandler: reactRouterHandler(async () => build, 'production'),
    mode: 'production',
    api: app,
    ...web,
  });
}
