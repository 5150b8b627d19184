import { spawnSync } from 'node:child_process';
import pg from 'pg';

// `npm run test:pg`: the API, server and db tests again, each file on a throwaway database created
// on the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards.
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function leftoverDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'reprise_t_%'",
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

async function dropDatabases(names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

let stale: string[];
try {
  stale = await leftoverDatabases();
} catch (error) {
  console.error(`Cannot reach PostgreSQL at ${url}: ${(error as Error).message}`);
  console.error(
    'Start it, or set TEST_DATABASE_URL to a server where this user may create databases.',
  );
  process.exit(1);
}

// A run that was killed cannot drop its databases: clear them so they fail nobody's later run.
if (stale.length > 0) {
  console.log(`Dropping ${stale.length} test database(s) left by an interrupted run.`);
  await dropDatabases(stale);
}

// The fuzzing of every route already ran its full 10,000 cases on PGlite (`npm test`); here it
// proves the same answers on the server database with a fifth of them.
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { FUZZ_RUNS: '2000', ...process.env, TEST_DATABASE_URL: url },
});

const left = await leftoverDatabases();
if (left.length > 0) {
  console.error(`Test databases were not dropped: ${left.join(', ')}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
