import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyInstance } from 'fastify';
import { registerApi } from '../../apps/api/src/app/register-api';

/** The API under /api on `app`, as the server mounts it, for in-process benchmarks. */
export async function buildApiInto(app: FastifyInstance, database: DatabaseHandle) {
  await app.register(
    async (api) => {
      await registerApi(api, {
        database,
        sessionSecret: 'bench-session-secret-0123456789abcdef0123',
        publicBaseUrl: 'http://127.0.0.1',
        mail: {
          outboxDir: join(mkdtempSync(join(tmpdir(), 'reprise-bench-')), 'outbox'),
          from: 'Reprise <no-reply@reprise.local>',
        },
        // The load generator is trusted, as the server's RATE_LIMIT_ALLOW_LIST makes it: every
        // cycle comes from this address, far past an anonymous client's hold allowance.
        rateLimits: { allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
      });
    },
    { prefix: '/api' },
  );
}
