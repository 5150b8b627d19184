// Child process of the crash test (checkout-pg.test.ts): pays for a hold, then runs the work after
// the answer (the capture) as the route does; the parent's trigger (commit-pause.ts) stops it
// inside the order's statement, just before its commit, or as it captures, and the parent then
// kills it with SIGKILL.
import { openDatabase } from '@reprise/db/client';
import { payForHold } from '../../checkout/payment-service';
import { TEST_TOKEN } from './checkout-fixtures';
import { testCheckoutContext } from './test-context';

const env = process.env;
const database = await openDatabase({ url: env.CRASH_DATABASE_URL!, maxConnections: 2 });
const ctx = testCheckoutContext(database);
const outcome = await payForHold(ctx, {
  buyerId: Number(env.CRASH_BUYER_ID),
  idempotencyKey: env.CRASH_KEY!,
  currency: 'GBP',
  language: 'en',
  secret: 'crash-test-secret-0123456789abcdef0123',
  body: {
    holdId: Number(env.CRASH_HOLD_ID),
    sessionId: env.CRASH_SESSION_ID!,
    paymentToken: TEST_TOKEN,
    contact: { first_name: 'Alex', last_name: 'Rivera', email: 'alex@example.com' },
  },
});
await outcome.afterAnswer?.();
