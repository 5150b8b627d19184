// First: the pseudo-locale walk's server swaps a catalogue before the server reads it.
import './pseudo-locale-swap';
import { mountTestHooks } from '@reprise/api/test-support/checkout/test-hook-routes';
import { ConfigError } from '../../apps/server/src/env';
import { listen, prepareServer } from '../../apps/server/src/prepare-server';

// The e2e server's entry when REPRISE_TEST_HOOKS=1: the production start (apps/server/src/main.ts)
// plus the test-only calls, which live in the test tree so no production module can load them.
async function main() {
  const prepared = await prepareServer(process.env);
  await mountTestHooks(prepared.app, {
    database: prepared.database,
    cache: prepared.readCache,
    now: () => new Date(),
  });
  await listen(prepared);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
