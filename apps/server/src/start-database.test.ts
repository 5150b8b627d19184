import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startDatabase } from './start-database';

describe('startDatabase', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('creates a DATA_DIR that does not exist yet, migrates and seeds once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'reprise-start-'));
    folders.push(root);
    const env = loadEnv({
      DATA_DIR: join(root, 'nested', 'data'),
      DEMO_DATA_SIZE: 'test',
      SESSION_SECRET: 'x'.repeat(32),
    });
    const messages: string[] = [];
    const log = { info: (message: string) => messages.push(message) };
    const first = await startDatabase(env, log);
    await first.close();
    const second = await startDatabase(env, log);
    await second.close();
    expect(messages.filter((m) => m.startsWith('demo data seeded'))).toHaveLength(1);
    expect(messages).toContain('demo data already present');
  });
});
