// The delivery half of `npm run sources:sync -- --fakes`: through each connector, one order is
// placed with its fake, then the fake ships it and delivers it (with a ticket file), and the
// connector's orderDelivery reads each step back: what the delivery job sees of a real source.
import type { SourceConnector } from '../../../sources/source-connector';
import type { FakeDeliveries } from './fake-upstream';

export interface DemoSource {
  connector: SourceConnector;
  deliveries: FakeDeliveries;
  /** The source's id of a listing to buy one ticket of. */
  externalId: string;
}

/** One line per source: the states its connector reported as the fake moved the order. */
export async function demoDeliveries(sources: DemoSource[]): Promise<string[]> {
  const lines: string[] = [];
  let orderId = 900_000;
  for (const { connector, deliveries, externalId } of sources) {
    const request = { holdId: 0, listingId: 0, externalId, quantity: 1, orderId: ++orderId };
    const locked = await connector.lock({ ...request, lock: null });
    const placed = await connector.placeOrder({ ...request, lock: locked.ok ? locked.lock : null });
    if (!placed.ok || !placed.externalOrderId) {
      lines.push(
        `${connector.source.padEnd(16)} order refused: ${placed.ok ? 'no id' : placed.reason}`,
      );
      continue;
    }
    const query = { orderId, externalOrderId: placed.externalOrderId };
    const steps = [(await connector.orderDelivery(query))?.state ?? 'no answer'];
    deliveries.ship(placed.externalOrderId, 'Royal Mail', `RM${orderId}GB`);
    const shipped = await connector.orderDelivery(query);
    steps.push(`${shipped?.state} (${shipped?.carrier} ${shipped?.trackingNumber})`);
    deliveries.deliver(placed.externalOrderId, [
      { ticketIndex: 0, pdfBase64: Buffer.from('%PDF-1.4 demo ticket').toString('base64') },
    ]);
    const delivered = await connector.orderDelivery(query);
    steps.push(`${delivered?.state} (${delivered?.files.length ?? 0} file)`);
    lines.push(
      `${connector.source.padEnd(16)} order ${placed.externalOrderId}: ${steps.join(' → ')}`,
    );
  }
  return lines;
}
