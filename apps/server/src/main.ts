import { ConfigError } from './env';
import { listen, prepareServer } from './prepare-server';

// Production entry: serves the built web app. `npm start` builds it first when missing.
async function main() {
  await listen(await prepareServer(process.env));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
