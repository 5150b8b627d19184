import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { WebMountOptions } from './build-server';
import { ASSETS_PATH, isFingerprintedAsset } from './fingerprinted-assets';
import { webBuildDir } from './paths';
import { mountReactRouter, reactRouterHandler } from './react-router-adapter';
import { webBuildExists } from './web-build';

const YEAR_SECONDS = 31_536_000;

// Headers a fingerprinted file does not need. A page's first load fetches dozens of scripts, and a
// phone's 150 KB script budget counts every header byte of each (they were over 500 bytes a file,
// a sixth of the budget). Document-only ones (framing, referrer, legacy IE and Flash switches);
// validators, as a file whose name is its content's hash is never revalidated; byte ranges, as
// scripts are never fetched in parts; HSTS, which every document of the site already carries.
// nosniff and CORP stay.
const ASSET_SKIPPED_HEADERS = [
  'accept-ranges',
  'cross-origin-opener-policy',
  'etag',
  'last-modified',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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
      reply.header(
        'cache-control',
        fingerprinted ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
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
