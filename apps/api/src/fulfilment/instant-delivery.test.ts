// An instant QR-code purchase end to end through the API: delivered at confirmation, the exact
// seats on the order, a PDF that parses with the seat, a QR code our verifier accepts (and a
// changed one it refuses), and files that only the buyer can fetch, by links that expire.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../test-support/build-test-api';
import {
  type Auth,
  holdOf,
  INSTANT_QR,
  listingOf,
  payFor,
  signedInBuyer,
} from '../test-support/fulfilment/fulfilment-fixtures';
import { decodeQrPng, pdfText } from '../test-support/fulfilment/ticket-file-readers';
import { useTestApi } from '../test-support/use-test-api';
import { signTicketCode, ticketCodeKey, verifyTicketCode } from './ticket-codes';
import { TICKET_LINK_TTL_MS } from './ticket-links';

let clockShift = 0;
const api = useTestApi(undefined, () => ({
  now: () => new Date(Date.now() + clockShift),
  fulfilment: { ticketsDir: join(mkdtempSync(join(tmpdir(), 'reprise-tickets-')), 'tickets') },
}));

async function deliveryOf(auth: Auth, orderId: number) {
  const response = await api.app.inject({
    url: `/api/order/order-tickets/${orderId}/delivery`,
    headers: auth,
  });
  return { response, view: response.json().data as DeliveryView };
}

const fetchFile = (url: string, auth?: Auth) => api.app.inject({ url, headers: auth ?? {} });

describe('instant QR-code delivery', () => {
  it('delivers at confirmation with the exact seats; the PDF has the seat and a QR code we signed', async () => {
    const { auth, email } = await signedInBuyer(api);
    const listingId = await listingOf(api, INSTANT_QR);
    const orderId = await payFor(api.app, auth, await holdOf(api.app, listingId, 2), email);

    const order = await api.app.inject({
      url: `/api/order/order-tickets/${orderId}`,
      headers: auth,
    });
    expect(order.json().data).toMatchObject({
      seats: '9–10',
      seatNumbers: [9, 10],
      deliveryStatusId: DELIVERY_STATUS_IDS.completed,
    });

    const { response, view } = await deliveryOf(auth, orderId);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(view).toMatchObject({ method: 'document', seats: [9, 10] });
    expect(view.timeline.map((e) => [e.kind, e.actor, e.reasonCode])).toEqual([
      ['placed', 'checkout', 'order_confirmed'],
      ['delivered', 'checkout', 'instant_delivery'],
    ]);
    expect(view.tickets.map((t) => t.place)).toEqual([
      'Section 104, Row C, Seat 9',
      'Section 104, Row C, Seat 10',
    ]);

    const pdf = await fetchFile(view.tickets[1]!.pdfUrl!, auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Section 104, Row C, Seat 10');
    expect(text).toContain('Holder: Alex Rivera');

    const png = await fetchFile(view.tickets[1]!.qrUrl!, auth);
    expect(png.headers['content-type']).toBe('image/png');
    const payload = decodeQrPng(png.rawPayload);
    const key = ticketCodeKey(TEST_SESSION_SECRET);
    expect(verifyTicketCode(key, payload!)).toEqual({ orderId, ticketIndex: 1, seat: 10 });
    // A code moved to another seat, or signed with another key, is refused.
    expect(verifyTicketCode(key, payload!.replace('.1.10.', '.1.11.'))).toBeNull();
    const forged = signTicketCode(ticketCodeKey('another-secret-of-at-least-32-chars!!'), {
      orderId,
      ticketIndex: 1,
      seat: 10,
    });
    expect(verifyTicketCode(key, forged)).toBeNull();

    const ics = await fetchFile(view.calendarUrl, auth);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
  });

  it('never sells a seat twice, even to payments that commit at the same moment', async () => {
    const listingId = await listingOf(api, INSTANT_QR);
    const first = await signedInBuyer(api);
    const second = await signedInBuyer(api);
    const holds = [await holdOf(api.app, listingId, 2), await holdOf(api.app, listingId, 3)];
    // Both orders are written together: on PostgreSQL (test:pg) they contend for the listing row.
    const [a, b] = await Promise.all([
      payFor(api.app, first.auth, holds[0]!, first.email),
      payFor(api.app, second.auth, holds[1]!, second.email),
    ]);
    const seats = [
      ...(await deliveryOf(first.auth, a)).view.seats,
      ...(await deliveryOf(second.auth, b)).view.seats,
    ];
    expect(seats.sort((x, y) => x - y)).toEqual([9, 10, 11, 12, 13]);
  });

  it('serves ticket files to their buyer only: others and anonymous get 404, an expired link 410', async () => {
    const owner = await signedInBuyer(api);
    const other = await signedInBuyer(api);
    const listingId = await listingOf(api, INSTANT_QR);
    const orderId = await payFor(
      api.app,
      owner.auth,
      await holdOf(api.app, listingId, 1),
      owner.email,
    );
    const { view } = await deliveryOf(owner.auth, orderId);
    const links = [view.tickets[0]!.pdfUrl!, view.tickets[0]!.qrUrl!, view.calendarUrl];

    expect((await deliveryOf(other.auth, orderId)).response.statusCode).toBe(404);
    for (const link of links) {
      const stranger = await fetchFile(link, other.auth);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
      expect((await fetchFile(link)).statusCode).toBe(404);
    }
    // An edited link (another ticket index) is not ours.
    const edited = links[0]!.replace(`/${orderId}.0.`, `/${orderId}.1.`);
    expect((await fetchFile(edited, owner.auth)).statusCode).toBe(404);

    clockShift = TICKET_LINK_TTL_MS + 1_000;
    try {
      const expired = await fetchFile(links[0]!, owner.auth);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'TICKET_LINK_EXPIRED' });
      expect((await fetchFile(links[0]!, other.auth)).statusCode).toBe(404);
    } finally {
      clockShift = 0;
    }
  });
});
