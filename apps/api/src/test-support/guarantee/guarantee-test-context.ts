// The guarantee job's context on a test database, for running its rounds by hand (in the test
// process, or in the child the crash test kills).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@reprise/db/client';
import { ReadCache } from '../../cache/read-cache';
import type { GuaranteeContext } from '../../guarantee/guarantee-context';
import { Mailer } from '../../mail/mailer';
import type { PaymentProvider } from '../../payments/payment-provider';
import { recordedProvider } from '../../payments/recorded-provider';
import { SandboxProvider } from '../../payments/sandbox-provider';
import { createMetrics } from '../../platform/metrics';
import { TEST_PUBLIC_BASE_URL } from '../build-test-api';
import { quiet } from '../checkout/test-context';

/** A context on `database` with the sandbox provider; mail to `smtpUrl` or a fresh outbox. */
export function guaranteeTestContext(
  database: DatabaseHandle,
  options: { smtpUrl?: string; provider?: PaymentProvider } = {},
): GuaranteeContext {
  const now = () => new Date();
  // Wrapped as the API wraps its provider, so the refunds land in the audit log.
  const provider = recordedProvider(
    options.provider ?? new SandboxProvider(database.db, now),
    database.db,
    createMetrics(),
    now,
  );
  return {
    database,
    payments: {
      database,
      provider,
      now,
      log: quiet,
    },
    mailer: new Mailer(
      {
        smtpUrl: options.smtpUrl,
        outboxDir: join(mkdtempSync(join(tmpdir(), 'reprise-outbox-')), 'outbox'),
        from: 'Reprise <no-reply@reprise.local>',
      },
      quiet,
    ),
    cache: new ReadCache(),
    publicBaseUrl: TEST_PUBLIC_BASE_URL,
    now,
    log: quiet,
  };
}
