import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { webBuildDir } from './paths';

/** True when `npm run build` has produced the web app's server and client bundles. */
export function webBuildExists(buildDir = webBuildDir): boolean {
  return existsSync(join(buildDir, 'server', 'index.js')) && existsSync(join(buildDir, 'client'));
}
