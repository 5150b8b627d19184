import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplates } from './pglite-templates';

/**
 * Makes the PGlite template dumps the test files' databases start from (pglite-templates.ts).
 * Not on PostgreSQL (`npm run test:pg`): there each file creates a database on the server.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'reprise-pglite-'));
  await writePgliteTemplates(dir);
  project.provide('pgliteTemplates', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
