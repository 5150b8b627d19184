import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's root folder, for Vite in development. */
export const webRootDir = fileURLToPath(new URL('../../web', import.meta.url));

/** Where `npm run build` puts the web app: apps/web/build, or apps/web/$WEB_BUILD_DIR. */
export const webBuildDir = resolve(webRootDir, process.env.WEB_BUILD_DIR ?? 'build');
