import type { Db } from '@reprise/db/client';
import { orders } from '@reprise/db/schema/orders';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';

// Orders are counted where they are kept: read at each scrape, the number survives restarts and
// agrees across copies; its increase over a window is the number of orders written in it.

/** Registers the orders gauge (by order status id) on `registry`. */
export function registerOrderMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'reprise_orders',
    help: 'Orders kept, by order status id (1 confirmed, 2 cancelled, 3 cancelled with refund)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .select({ status: orders.orderStatusId, count: sql<number>`count(*)::int` })
        .from(orders)
        .groupBy(orders.orderStatusId);
      this.reset();
      for (const row of rows) this.set({ status: String(row.status) }, row.count);
    },
  });
}
