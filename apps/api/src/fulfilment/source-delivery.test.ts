// Delivery driven by the sources, through their HTTP fakes: a hard-stock order ships with a
// tracking number and is delivered; an eTransfer is accepted; an order whose in-hand date passes
// becomes incompleted and is then delivered late. Each step is in the timeline, each mail arrives
// at a real SMTP peer with an HTML and a text part, and asking again changes nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderTimeline } from '@reprise/db/schema/delivery';
import { DELIVERY_STATUS_IDS, TICKET_TYPE_IDS } from '@reprise/domain/ids';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourcesConfig } from '../sources/sources-config';
import {
  type Auth,
  deliveryContext,
  holdOf,
  listingOf,
  paidOrderOf,
  payFor,
  signedInBuyer,
} from '../test-support/fulfilment/fulfilment-fixtures';
import { mailParts } from '../test-support/fulfilment/ticket-file-readers';
import {
  type AutomatiqFake,
  startAutomatiqFake,
} from '../test-support/sources/fakes/automatiq-fake';
import { startTevoFake, type TevoFake } from '../test-support/sources/fakes/tevo-fake';
import { useSmtpPeer } from '../test-support/use-smtp-peer';
import { useTestApi } from '../test-support/use-test-api';
import { pollDeliveries } from './delivery-poll';

const OPERATOR_KEY = 'operator-key-for-the-delivery-tests-0123456';
const TICKETS = join(mkdtempSync(join(tmpdir(), 'reprise-tickets-')), 'tickets');
const smtp = useSmtpPeer();
let tevo: TevoFake;
let automatiq: AutomatiqFake;
let sources: SourcesConfig;
beforeAll(async () => {
  tevo = await startTevoFake({
    ticketGroups: [
      { id: 501, available_quantity: 10 },
      { id: 502, available_quantity: 10 },
    ],
  });
  automatiq = await startAutomatiqFake({ listings: [{ listing_id: 'AQ-1', quantity: 10 }] });
  sources = {
    sources: { tevo: { baseUrl: tevo.url }, automatiq: { baseUrl: automatiq.url } },
    timeoutMs: 2_000,
    syncIntervalMs: 0,
  };
});
afterAll(async () => {
  await Promise.all([tevo?.close(), automatiq?.close()]);
});
const api = useTestApi(undefined, () => ({
  sources,
  mail: smtp.mail(),
  fulfilment: { ticketsDir: TICKETS },
  operatorApiKey: OPERATOR_KEY,
}));

const poll = (now?: () => Date) =>
  pollDeliveries(deliveryContext(api, { ticketsDir: TICKETS, sources, now }));

async function viewOf(auth: Auth, orderId: number): Promise<DeliveryView> {
  const response = await api.app.inject({
    url: `/api/order/order-tickets/${orderId}/delivery`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The mails a buyer received, with both parts decoded. */
async function mailsTo(email: string) {
  await api.app.backgroundWork.idle();
  return smtp.peer.to(email).map((mail) => mailParts(mail.raw));
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('delivery reported by the sources', () => {
  it('hard stock: address at checkout, pending → shipped with tracking → completed, timeline and mails', async () => {
    const { auth, email } = await signedInBuyer(api, 'Hana');
    const listingId = await listingOf(
      api,
      {
        section: 'Floor',
        quantity: 10,
        seatFrom: 1,
        seatTo: 10,
        priceMinor: 9_000,
        currency: 'GBP',
        source: 'tevo',
        ticketTypeId: TICKET_TYPE_IDS.HardStock,
        inHandDate: day(inDays(20)),
      },
      '501',
    );
    const hold = await holdOf(api.app, listingId, 2);
    const address = {
      ...hold,
      name: 'Hana Ito',
      line1: '1 Market Street',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      country: 'United Kingdom',
    };
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/order/shipping-address',
      payload: { ...address, city: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'city' });
    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/order/shipping-address',
      payload: address,
    });
    expect(saved.statusCode).toBe(200);
    const orderId = await payFor(api.app, auth, hold, email);

    let view = await viewOf(auth, orderId);
    expect(view).toMatchObject({
      deliveryStatusId: DELIVERY_STATUS_IDS.pending,
      method: 'shipping',
      seats: [1, 2],
      shipping: { address: 'Hana Ito, 1 Market Street, Leeds, LS1 1AA, United Kingdom' },
    });
    expect(view.tickets.every((t) => t.pdfUrl === null)).toBe(true);

    expect(await poll()).toMatchObject({ asked: 1, moved: 0 });
    const upstreamId = String(tevo.state.orders.at(-1)!.id);
    tevo.deliveries.ship(upstreamId, 'Royal Mail', 'RM123456789GB');
    await poll();
    view = await viewOf(auth, orderId);
    expect(view.shipping).toMatchObject({ carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' });
    expect(view.timeline.map((e) => e.kind)).toEqual(['placed', 'shipped']);
    expect(view.timeline[1]).toMatchObject({
      reason: 'The seller posted the tickets with Royal Mail',
      reasonCode: 'seller_posted',
      detail: { carrier: 'Royal Mail' },
    });
    // The same report again adds nothing.
    await poll();
    expect((await viewOf(auth, orderId)).timeline).toHaveLength(2);

    tevo.deliveries.deliver(upstreamId);
    expect(await poll()).toMatchObject({ moved: 1 });
    view = await viewOf(auth, orderId);
    expect(view.deliveryStatusId).toBe(DELIVERY_STATUS_IDS.completed);
    expect(view.timeline.map((e) => [e.kind, e.actor, e.reasonCode])).toEqual([
      ['placed', 'checkout', 'order_confirmed'],
      ['shipped', 'source', 'seller_posted'],
      ['delivered', 'source', 'seller_delivered'],
    ]);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/order RP-\w+ confirmed/),
      expect.stringMatching(/Your tickets for .+ have shipped/),
      expect.stringMatching(/Your tickets for .+ are ready/),
    ]);
    const [confirmed, shipped, ready] = mails;
    expect(confirmed!.text).toContain('Seats 1–2');
    expect(confirmed!.html).toContain('Seats 1–2');
    for (const part of [shipped!.text, shipped!.html]) expect(part).toContain('RM123456789GB');
    for (const part of [ready!.text, ready!.html]) {
      expect(part).toContain(`http://localhost:3000/mytickets/${orderId}`);
    }
    expect(ready!.text).toContain('paper tickets delivered');
  });

  it('an order whose in-hand date passes becomes incompleted with a mail, and a late delivery completes it', async () => {
    const { orderId, auth, email } = await paidOrderOf(
      api,
      {
        section: 'B',
        quantity: 10,
        priceMinor: 5_000,
        currency: 'GBP',
        source: 'tevo',
        ticketTypeId: TICKET_TYPE_IDS.eTicket,
        inHandDate: day(inDays(1)),
      },
      { firstName: 'Omar', externalId: '502' },
    );
    await poll();
    expect((await viewOf(auth, orderId)).deliveryStatusId).toBe(DELIVERY_STATUS_IDS.pending);

    const late = () => inDays(3);
    expect(await poll(late)).toMatchObject({ overdue: 1 });
    const view = await viewOf(auth, orderId);
    expect(view.deliveryStatusId).toBe(DELIVERY_STATUS_IDS.incompleted);
    expect(view.timeline.at(-1)).toMatchObject({
      kind: 'incompleted',
      actor: 'deadline',
      reasonCode: 'deadline_missed',
    });
    expect(await poll(late)).toMatchObject({ overdue: 0 });
    const desk = await api.app.inject({
      url: '/api/operator/deliveries/incompleted',
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    });
    expect(desk.json().data.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
    expect(
      (await api.app.inject({ url: '/api/operator/deliveries/incompleted', headers: auth }))
        .statusCode,
    ).toBe(403);
    const lateMail = (await mailsTo(email)).at(-1)!;
    expect(lateMail.subject).toMatch(/are late: here is what happens next/);
    for (const part of [lateMail.text, lateMail.html]) expect(part).toContain('refund you in full');

    tevo.deliveries.deliver(String(tevo.state.orders.at(-1)!.id), [
      { ticketIndex: 0, pdfBase64: Buffer.from('%PDF-1.4 seller ticket').toString('base64') },
    ]);
    await poll(late);
    const delivered = await viewOf(auth, orderId);
    expect(delivered.deliveryStatusId).toBe(DELIVERY_STATUS_IDS.completed);
    const file = await api.app.inject({ url: delivered.tickets[0]!.pdfUrl!, headers: auth });
    expect(file.body).toBe('%PDF-1.4 seller ticket');
    const rows = await api.db.handle.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId));
    expect(rows.map((r) => [r.fromStatusId, r.toStatusId])).toEqual([
      [null, null],
      [DELIVERY_STATUS_IDS.pending, DELIVERY_STATUS_IDS.incompleted],
      [DELIVERY_STATUS_IDS.incompleted, DELIVERY_STATUS_IDS.completed],
    ]);
  });

  it('eTransfer: shows where the transfer goes, completes when the source reports it accepted, and mails', async () => {
    const { orderId, auth, email } = await paidOrderOf(
      api,
      {
        section: 'C',
        quantity: 10,
        priceMinor: 6_000,
        currency: 'GBP',
        source: 'automatiq',
        ticketTypeId: TICKET_TYPE_IDS.eTransfer,
        inHandDate: day(inDays(10)),
      },
      { seats: 2, firstName: 'Lea', externalId: 'AQ-1' },
    );
    expect((await viewOf(auth, orderId)).transfer).toEqual({ email, accepted: false });
    automatiq.deliveries.transfer(automatiq.state.orders.at(-1)!.orderId, email);
    await poll();
    const view = await viewOf(auth, orderId);
    expect(view.transfer).toEqual({ email, accepted: true });
    expect(view.timeline.at(-1)!.reason).toContain(`transferred the tickets to ${email}`);
    expect(view.timeline.at(-1)).toMatchObject({
      reasonCode: 'seller_transferred',
      detail: { transferEmail: email },
    });
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toMatch(/were transferred/);
    for (const part of [mail.text, mail.html]) expect(part).toContain(email);
  });

  it('pickup: the box office details in English and as data a page words in its language', async () => {
    const { orderId, auth } = await paidOrderOf(
      api,
      {
        section: 'E',
        quantity: 2,
        priceMinor: 3_000,
        currency: 'GBP',
        source: 'mytickets',
        ticketTypeId: TICKET_TYPE_IDS.WillCall,
      },
      { firstName: 'Ines' },
    );
    const { pickup } = await viewOf(auth, orderId);
    expect(pickup).not.toBeNull();
    expect(pickup!.place).toBe(`${pickup!.venue} (box office)`);
    expect(pickup!.venue.length).toBeGreaterThan(0);
    expect(pickup!.when).toMatch(/^From 2 hours before the event until it starts: /);
    expect(Number.isNaN(Date.parse(pickup!.startsAt))).toBe(false);
    expect(pickup!.timezone).toMatch(/\//);
  });

  it('refuses a shipping address for tickets that are not posted, and for another session', async () => {
    const listingId = await listingOf(api, {
      section: 'D',
      quantity: 4,
      priceMinor: 1_000,
      currency: 'GBP',
      source: 'mytickets',
      ticketTypeId: TICKET_TYPE_IDS.QRCode,
    });
    const hold = await holdOf(api.app, listingId, 1);
    const body = { name: 'A', line1: 'B', city: 'C', postcode: 'D', country: 'E' };
    const notPosted = await api.app.inject({
      method: 'POST',
      url: '/api/order/shipping-address',
      payload: { ...hold, ...body },
    });
    expect(notPosted.statusCode).toBe(400);
    expect(notPosted.json()).toMatchObject({ field: 'holdId' });
    const otherSession = await api.app.inject({
      method: 'POST',
      url: '/api/order/shipping-address',
      payload: { ...hold, sessionId: crypto.randomUUID(), ...body },
    });
    expect(otherSession.statusCode).toBe(404);
  });
});
