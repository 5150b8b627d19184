import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * Seeds the demo data once for the whole e2e run: a server starts on an empty DATA_DIR, seeds it
 * and stops; every test file's server then starts from a copy (startServer's `dataFrom`), so each
 * file keeps a database of its own without paying for the seed again.
 */
export default async function setup(project: TestProject) {
  const seeder = await startServer({ dataFrom: null, keepDataDir: true });
  const code = await seeder.stop();
  if (code !== 0) {
    throw new Error(`the seeding server exited with ${code}\n${seeder.logs()}`);
  }
  project.provide('demoDataTemplate', seeder.dataDir);
  return async () => {
    await rm(seeder.dataDir, { recursive: true, force: true });
  };
}
