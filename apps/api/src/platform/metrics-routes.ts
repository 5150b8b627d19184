import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from './metrics';
import { requireOperator } from './operator-auth';

/** GET /metrics in the Prometheus text format, for the operator key only (docs/operations.md). */
export function metricsRoutes(metrics: Metrics): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/metrics',
      {
        onRequest: async (request, reply) => requireOperator(request, reply),
        schema: {
          tags: ['system'],
          summary: 'Prometheus metrics (operator key): requests, holds, orders, payments, refunds',
          produces: ['text/plain'],
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
  };
}
