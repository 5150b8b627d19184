// orderDelivery of the four connectors against their HTTP fakes: each reads its source's own
// answer (path and field names) into one shape, follows an order from pending to shipped to
// delivered with its file, and answers null when the source cannot be asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutomatiqFake } from '../test-support/sources/fakes/automatiq-fake';
import type { FakeDeliveries, FakeUpstream } from '../test-support/sources/fakes/fake-upstream';
import { startMercuryFake } from '../test-support/sources/fakes/mercury-fake';
import { startMyticketsFake } from '../test-support/sources/fakes/mytickets-fake';
import { startTevoFake } from '../test-support/sources/fakes/tevo-fake';
import { automatiqConnector } from './automatiq/automatiq-connector';
import { myticketsConnector } from './mytickets/mytickets-connector';
import type { SourceConnector } from './source-connector';
import { tevoConnector } from './tevo/tevo-connector';
import { mercuryConnector } from './ticket-network/mercury-connector';

type Case = {
  fake: FakeUpstream & { deliveries: FakeDeliveries };
  connector: SourceConnector;
  externalId: string;
};
const cases: Case[] = [];

beforeAll(async () => {
  const tevo = await startTevoFake({ ticketGroups: [{ id: 11, available_quantity: 5 }] });
  const mercury = await startMercuryFake({
    ticketGroups: [{ ticketGroupId: 22, quantity: { available: 5 } }],
  });
  const automatiq = await startAutomatiqFake({ listings: [{ listing_id: 'AQ-3', quantity: 5 }] });
  const mytickets = await startMyticketsFake({ listings: [{ externalId: 'MT-4', quantity: 5 }] });
  const endpoint = (fake: FakeUpstream) => ({ baseUrl: fake.url, timeoutMs: 300 });
  cases.push(
    { fake: tevo, connector: tevoConnector(endpoint(tevo)), externalId: '11' },
    { fake: mercury, connector: mercuryConnector(endpoint(mercury)), externalId: '22' },
    { fake: automatiq, connector: automatiqConnector(endpoint(automatiq)), externalId: 'AQ-3' },
    { fake: mytickets, connector: myticketsConnector(endpoint(mytickets)), externalId: 'MT-4' },
  );
});
afterAll(() => Promise.all(cases.map((c) => c.fake.close())));

describe('sources report delivery', () => {
  it.each(['tevo', 'ticket_network', 'automatiq', 'mytickets'])('%s', async (source) => {
    const { fake, connector, externalId } = cases.find((c) => c.connector.source === source)!;
    const request = { holdId: 1, listingId: 1, externalId, quantity: 2, orderId: 42 };
    const locked = await connector.lock({ ...request, lock: null });
    const placed = await connector.placeOrder({ ...request, lock: locked.ok ? locked.lock : null });
    if (!placed.ok || !placed.externalOrderId) throw new Error('order not placed');
    const query = { orderId: 42, externalOrderId: placed.externalOrderId };

    expect(await connector.orderDelivery(query)).toMatchObject({ state: 'pending', files: [] });
    fake.deliveries.ship(placed.externalOrderId, 'DHL', 'JD0001');
    expect(await connector.orderDelivery(query)).toMatchObject({
      state: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    });
    const pdf = Buffer.from('%PDF-1.4 ticket two');
    fake.deliveries.deliver(placed.externalOrderId, [
      { ticketIndex: 1, pdfBase64: pdf.toString('base64') },
    ]);
    const delivered = await connector.orderDelivery(query);
    expect(delivered?.state).toBe('delivered');
    expect(delivered?.files).toEqual([
      { ticketIndex: 1, contentType: 'application/pdf', bytes: pdf },
    ]);
    fake.deliveries.transfer(placed.externalOrderId, 'fan@example.com');
    expect(await connector.orderDelivery(query)).toMatchObject({
      state: 'transferred',
      transferEmail: 'fan@example.com',
    });
    fake.deliveries.fail(placed.externalOrderId, 'seller cancelled');
    expect(await connector.orderDelivery(query)).toMatchObject({
      state: 'failed',
      reason: 'seller cancelled',
    });

    fake.failNext('5xx');
    expect(await connector.orderDelivery(query)).toBeNull();
    expect(await connector.orderDelivery({ orderId: 7, externalOrderId: 'unknown-9' })).toBeNull();
    expect(await connector.orderDelivery({ orderId: 7, externalOrderId: null })).toBeNull();
  });
});
