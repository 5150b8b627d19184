import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the web app (apps/web/build), wherever the process was started. */
export const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

/** The web app's root folder, for Vite in development. */
export const webRootDir = fileURLToPath(new URL('../../web', import.meta.url));
