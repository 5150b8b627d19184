// Child process of the guarantee crash test (guarantee/guarantee-pg.test.ts): runs the guarantee
// job with a sandbox provider that lingers after each refund it makes, so the parent can SIGKILL
// it between the provider's answer and our record of it, halfway through the refunds.
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@reprise/db/client';
import { guaranteeRound } from '../../guarantee/guarantee-job';
import type { PaymentProvider } from '../../payments/payment-provider';
import { SandboxProvider } from '../../payments/sandbox-provider';
import { guaranteeTestContext } from './guarantee-test-context';

const database = await openDatabase({ url: process.env.CRASH_DATABASE_URL!, maxConnections: 2 });
const sandbox = new SandboxProvider(database.db);
const lingering: PaymentProvider = {
  name: sandbox.name,
  authorize: (request) => sandbox.authorize(request),
  retrieve: (id) => sandbox.retrieve(id),
  capture: (id) => sandbox.capture(id),
  void: (id) => sandbox.void(id),
  async refund(request) {
    const answer = await sandbox.refund(request);
    await sleep(40);
    return answer;
  },
};
await guaranteeRound(guaranteeTestContext(database, { provider: lingering }));
await database.close();
