import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pseudoCatalogue } from './pseudo-locale';

// A web build in which one language's catalogue is the pseudo-locale (pseudo-locale.ts): built
// into its own folder (WEB_BUILD_DIR), served by a server of its own for the pseudo-locale walk
// only, so every other suite keeps the real catalogues.

const repoRoot = join(import.meta.dirname, '..', '..');
const webDir = join(repoRoot, 'apps', 'web');

/** The language whose catalogue the pseudo-locale takes the place of (pseudo-locale-swap.ts too). */
export const PSEUDO_LANGUAGE = 'fr';
/** The folder under apps/web the pseudo-locale build is written to. */
export const PSEUDO_BUILD_DIR = 'build-pseudo';

/** The pseudo-locale catalogue, made from the English one. */
export function pseudoMessages(): Record<string, string> {
  return pseudoCatalogue(JSON.parse(readFileSync(join(webDir, 'messages', 'en.json'), 'utf8')));
}

/** A Vite plugin that loads the pseudo-locale in place of the replaced language's JSON. */
export function pseudoLocalePlugin(): Plugin {
  const replaced = join(webDir, 'messages', `${PSEUDO_LANGUAGE}.json`);
  return {
    name: 'reprise-pseudo-locale',
    enforce: 'pre',
    load(id) {
      return id.split('?', 1)[0] === replaced ? JSON.stringify(pseudoMessages()) : null;
    },
  };
}

/** Builds the web app with the pseudo-locale into apps/web/build-pseudo (about a minute). */
export function buildPseudoLocaleWeb(): void {
  const result = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules', '@react-router', 'dev', 'bin.js'),
      'build',
      // The project is apps/web; without it the CLI would take the config file's folder.
      webDir,
      '--config',
      join(repoRoot, 'e2e', 'support', 'pseudo-locale-vite.config.ts'),
    ],
    {
      cwd: webDir,
      env: { ...process.env, WEB_BUILD_DIR: PSEUDO_BUILD_DIR, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`The pseudo-locale build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
