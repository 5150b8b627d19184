import type { DatabaseHandle } from '@reprise/db/client';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from '../app/register-api';

/** The API alone on a Fastify instance, for `inject` tests. */
export async function buildTestApi(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(registerApi, { prefix: '/api', database });
  await app.ready();
  return app;
}
