// `npm run ops:create-operator -- --email x --name y --role operator|support`: makes a desk account
// (docs/decisions/0023-operator-desk.md). The password comes from OPS_PASSWORD or the first line of
// stdin, never from a flag (flags land in shell history). Prints the TOTP secret and otpauth URI
// once: add them to an authenticator app now, they are not shown again. Uses DATABASE_URL, or the
// PGlite database in DATA_DIR (default ./data) as `npm start` does.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '@reprise/db/client';
import { runMigrations } from '@reprise/db/migrate';
import { parseCreateOperatorArgs } from '../apps/api/src/desk/create-operator-args';
import { createOperator } from '../apps/api/src/desk/operator-accounts';

async function readPassword(): Promise<string> {
  if (process.env.OPS_PASSWORD) return process.env.OPS_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password (at least 12 characters): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

let args: ReturnType<typeof parseCreateOperatorArgs>;
try {
  args = parseCreateOperatorArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.stderr.write(
    'Usage: npm run ops:create-operator -- --email x@example.com --name "Ann Ops" --role operator|support\n',
  );
  process.exit(2);
}
const password = await readPassword();
if (!process.env.DATABASE_URL)
  mkdirSync(resolve(process.env.DATA_DIR ?? './data'), { recursive: true });
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : `${process.env.DATA_DIR ?? './data'}/pglite`,
});
try {
  await runMigrations(database);
  const made = await createOperator(database.db, { ...args, password }, new Date());
  process.stdout.write(
    [
      `Desk account ${made.operator.email} (${made.operator.role}) created.`,
      'Add it to an authenticator app now; the secret is not shown again:',
      `  TOTP secret: ${made.totpSecret}`,
      `  otpauth URI: ${made.otpauthUri}`,
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
