// A copy of the e2e demo data with desk accounts in it: desk accounts are made by a command on the
// database (never through the web), so they are added before the server opens its copy.
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@reprise/db/client';
import { runMigrations } from '@reprise/db/migrate';
import { inject } from 'vitest';
import {
  DESK_PASSWORD,
  deskAccount,
  totpCode,
} from '../../apps/api/src/test-support/desk/desk-accounts';

export { DESK_PASSWORD, totpCode };

/** A desk account of the prepared data: its email and TOTP secret. */
export interface DeskLogin {
  email: string;
  secret: string;
}

/** A DATA_DIR (for startServer's dataFrom) holding the demo data, an operator and a support user. */
export async function deskDataDir(): Promise<{
  dir: string;
  operator: DeskLogin;
  support: DeskLogin;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'reprise-desk-data-'));
  await cp(inject('demoDataTemplate'), dir, { recursive: true });
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  try {
    await runMigrations(database);
    const operator = await deskAccount(database.db, 'operator', 'Olive Operator');
    const support = await deskAccount(database.db, 'support', 'Sam Support');
    return { dir, operator, support };
  } finally {
    await database.close();
  }
}
