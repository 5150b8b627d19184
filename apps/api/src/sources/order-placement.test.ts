// placeOrder of the sources without locks, against their HTTP fakes: accepted orders carry the
// source's id, a retry after a lost answer does not buy twice, a refusal or an outage is a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AutomatiqFake,
  startAutomatiqFake,
} from '../test-support/sources/fakes/automatiq-fake';
import {
  type MyticketsFake,
  startMyticketsFake,
} from '../test-support/sources/fakes/mytickets-fake';
import { startTevoFake, type TevoFake } from '../test-support/sources/fakes/tevo-fake';
import { automatiqRow, myticketsRow, tevoRow } from '../test-support/sources/source-test-support';
import { automatiqConnector } from './automatiq/automatiq-connector';
import { myticketsConnector } from './mytickets/mytickets-connector';
import { tevoConnector } from './tevo/tevo-connector';

const request = (externalId: string, orderId: number, quantity = 2) => ({
  holdId: 1,
  listingId: 1,
  externalId,
  quantity,
  lock: null,
  orderId,
});

describe('placing orders upstream', () => {
  let tevo: TevoFake;
  let automatiq: AutomatiqFake;
  let mytickets: MyticketsFake;
  beforeAll(async () => {
    tevo = await startTevoFake({ ticketGroups: [tevoRow(1, 501)] });
    automatiq = await startAutomatiqFake({ listings: [automatiqRow(1, 'AQ-9')] });
    mytickets = await startMyticketsFake({ listings: [myticketsRow(1, 'MT-9')] });
  });
  afterAll(async () => {
    await Promise.all([tevo.close(), automatiq.close(), mytickets.close()]);
  });

  it('tevo: places the order once, even when the first answer is lost', async () => {
    const connector = tevoConnector({ baseUrl: tevo.url, timeoutMs: 300 });
    const placed = await connector.placeOrder(request('501', 1));
    expect(placed).toEqual({ ok: true, externalOrderId: expect.any(String) });
    tevo.failNext('5xx');
    const again = await connector.placeOrder(request('501', 1));
    expect(again).toEqual(placed);
    expect(tevo.state.orders).toHaveLength(1);
    expect(tevo.state.ticketGroups[0]!.available_quantity).toBe(2);
    tevo.state.refuseOrders = true;
    const refused = await connector.placeOrder(request('501', 2));
    expect(refused.ok).toBe(false);
    tevo.state.refuseOrders = false;
  });

  it('automatiq and mytickets: accept, refuse when out of stock, and refuse when down', async () => {
    const aq = automatiqConnector({ baseUrl: automatiq.url, timeoutMs: 200 });
    expect(await aq.placeOrder(request('AQ-9', 10))).toEqual({
      ok: true,
      externalOrderId: 'AQO-1',
    });
    expect((await aq.placeOrder(request('AQ-9', 11))).ok).toBe(false);
    const mt = myticketsConnector({ baseUrl: mytickets.url, timeoutMs: 200 });
    mytickets.down('timeout');
    const down = await mt.placeOrder(request('MT-9', 20));
    expect(down.ok).toBe(false);
    mytickets.down(null);
    expect(await mt.placeOrder(request('MT-9', 21))).toEqual({ ok: true, externalOrderId: 'MT-1' });
  });
});
