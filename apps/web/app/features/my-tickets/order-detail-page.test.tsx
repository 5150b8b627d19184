import { TICKET_TYPE_HELP } from '@reprise/domain/content/help-texts';
import type { DeliveryView, TimelineEntryView } from '@reprise/domain/schemas/fulfilment';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { testOrder } from '../checkout/checkout-test-data';
import type { Order } from '../checkout/checkout-types';
import { MyTicketsPage } from './my-tickets-page';
import { OrderDetailPage } from './order-detail-page';
import { REFUND_TEXT } from './order-status';

function renderPage(page: React.ReactNode, german = false) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{page}</> }]);
  const stub = <Stub initialEntries={['/']} />;
  // English unless asked, as the root would provide the German catalogue.
  return render(german ? inGerman(stub) : stub);
}

function testDelivery(order: Order, overrides: Partial<DeliveryView> = {}): DeliveryView {
  const link = (kind: string) => `/api/tickets/${order.orderId}.0.${kind}.1.sig`;
  return {
    orderId: order.orderId,
    deliveryStatusId: order.deliveryStatusId,
    method: 'document',
    deadline: '2031-02-20T23:59:59.999Z',
    seats: [5, 6],
    tickets: [5, 6].map((seat, index) => ({
      index,
      seat,
      place: `Section 101, Row 12, Seat ${seat}`,
      pdfUrl: order.deliveryStatusId === 1 ? link('pdf') : null,
      qrUrl: order.deliveryStatusId === 1 ? link('qr') : null,
      walletUrl: null,
    })),
    calendarUrl: link('ics'),
    linksExpireAt: '2031-02-01T10:10:00.000Z',
    timeline: [
      {
        at: '2031-02-01T10:00:00.000Z',
        kind: 'placed',
        actor: 'checkout',
        reason: 'Order confirmed',
        reasonCode: 'order_confirmed',
        toStatusId: null,
        detail: null,
      },
    ],
    shipping: null,
    transfer: null,
    pickup: null,
    ...overrides,
  };
}

const detail = (order: Order, delivery = testDelivery(order)) =>
  renderPage(<OrderDetailPage order={order} delivery={delivery} countryCode={null} />);
const germanDetail = (order: Order) =>
  renderPage(
    <OrderDetailPage order={order} delivery={testDelivery(order)} countryCode={null} />,
    true,
  );
const main = () => screen.getByRole('main').textContent ?? '';

describe('the order detail page', () => {
  afterEach(cleanup);

  it('shows the order display fields, the ticket type help text and the price lines', async () => {
    detail(testOrder());
    await screen.findByRole('heading', { name: 'Order RP-7K3Q9X', level: 1 });
    expect(main()).toContain('Confirmation numberRP-7K3Q9X');
    expect(main()).toContain('Order date1 February 2031');
    expect(main()).toContain('Delivery date20 February 2031');
    expect(main()).toContain('ContactAda Byron, 447400123456');
    expect(main()).toContain('Emailada@example.com');
    const qr = TICKET_TYPE_HELP.find((type) => type.name === 'QR Code')!;
    expect(main()).toContain(`Ticket type${qr.name}${qr.text}`);
    expect(main()).toContain('Seats2 tickets: Section 101, Row 12, Seats 5–6');
    expect(main()).toContain('Promo code REPRISE10−£9.60');
    expect(main()).toContain('Total£96.00');
    expect(main()).toContain('Paid withVisa ending 4242');
  });

  it.each([
    [1, 'Delivery: Delivered', 'Delivered: your tickets are ready below.'],
    [2, 'Delivery: Cancelled', 'Delivery of these tickets was cancelled.'],
    [3, 'Delivery: Pending', 'the seller has until 20 February 2031 to deliver your tickets'],
    [4, 'Delivery: Incomplete', 'Late: the seller did not deliver by 20 February 2031.'],
  ])('shows delivery status %i', async (deliveryStatusId, badge, text) => {
    detail(testOrder({ deliveryStatusId }));
    await screen.findByText(badge);
    expect(main()).toContain(text);
    expect(main()).not.toContain(REFUND_TEXT);
  });

  it('shows an order cancelled with a refund (status 3) with the refund text', async () => {
    detail(testOrder({ orderStatusId: 3, deliveryStatusId: 2 }));
    await screen.findByText('Order: Cancelled with refund');
    expect(main()).toContain(REFUND_TEXT);
    expect(REFUND_TEXT).toContain('The refund appears in 1-2 weeks.');
  });

  it('lists each ticket with its seat and buttons once delivered, and the timeline', async () => {
    detail(testOrder({ deliveryStatusId: 1, seats: '5–6' }));
    await screen.findByText('Ticket 2: Section 101, Row 12, Seat 6');
    expect(screen.getAllByRole('link', { name: /^Download PDF/ })).toHaveLength(2);
    const qr = screen.getByRole('link', { name: 'Show QR code of ticket 2' });
    expect(qr.getAttribute('href')).toBe('/mytickets/31/qr/2');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Apple Wallet/ })).toBeNull();
    expect(main()).toContain('Order confirmed');
  });

  it('says what to do if late while the tickets are not delivered, and offers no files', async () => {
    detail(testOrder());
    await screen.findByText(/you don't need to do anything/);
    expect(screen.queryByRole('link', { name: /^Download PDF/ })).toBeNull();
  });

  it('shows the transfer address, the tracking number or the pickup details', async () => {
    const order = testOrder({ ticketTypeId: 3 });
    detail(
      order,
      testDelivery(order, {
        method: 'shipping',
        shipping: { address: '1 Market St, Leeds', carrier: 'Royal Mail', trackingNumber: 'RM1GB' },
      }),
    );
    await screen.findByText('RM1GB');
    expect(main()).toContain('Shipping address1 Market St, Leeds');
    cleanup();
    const transfer = testOrder({ ticketTypeId: 2 });
    detail(
      transfer,
      testDelivery(transfer, {
        method: 'transfer',
        transfer: { email: 'ada@example.com', accepted: false },
      }),
    );
    await screen.findByText(/will transfer your tickets to ada@example.com/);
  });

  it("words the delivery in the page's language, its days and times in German", async () => {
    const order = testOrder({ deliveryStatusId: 1 });
    germanDetail(order);
    await screen.findByRole('heading', { name: 'Lieferung', level: 2 });
    expect(main()).toContain('Geliefert: Deine Tickets liegen unten bereit.');
    expect(main()).toContain('Ticket 2: Block 101, Reihe 12, Platz 6');
    expect(main()).toContain('2 Tickets: Block 101, Reihe 12, Plätze 5–6');
    expect(screen.getByRole('link', { name: 'QR-Code zeigen (Ticket 2)' })).toBeTruthy();
    expect(main()).toContain('Ticket-Links gelten 10 Minuten');
    expect(main()).toContain('Bestellung bestätigt');
    expect(main()).toContain('1. Feb. 2031, 10:00 UTC');
    cleanup();
    germanDetail(testOrder({ deliveryStatusId: 3 }));
    await screen.findByText(/bis zum 20\. Februar 2031 Zeit/);
    expect(main()).toContain('mit deiner Bestätigungsnummer RP-7K3Q9X');
  });

  it("words each timeline step's reason from its code, in German and in English", async () => {
    const step = (
      kind: string,
      actor: TimelineEntryView['actor'],
      reasonCode: TimelineEntryView['reasonCode'],
      reason: string,
      detail: Record<string, string> | null = null,
    ): TimelineEntryView => ({
      at: '2031-02-01T10:00:00.000Z',
      kind,
      actor,
      reason,
      reasonCode,
      toStatusId: null,
      detail,
    });
    const order = testOrder({ deliveryStatusId: 2 });
    const delivery = testDelivery(order, {
      timeline: [
        step('placed', 'checkout', 'order_confirmed', 'Order confirmed'),
        step('shipped', 'source', 'seller_posted', 'The seller posted the tickets with DHL', {
          carrier: 'DHL',
        }),
        step('incompleted', 'source', 'seller_failed', 'The seller could not deliver: lost', {
          sellerReason: 'lost',
        }),
        step('cancelled', 'operator', 'other', 'Refunded after a call with the buyer'),
      ],
    });
    const page = <OrderDetailPage order={order} delivery={delivery} countryCode={null} />;
    renderPage(page, true);
    await screen.findByRole('heading', { name: 'Verlauf', level: 3 });
    expect(main()).toContain('Bestellung bestätigt');
    expect(main()).toContain('Der Verkäufer hat die Tickets mit DHL verschickt');
    expect(main()).toContain('Der Verkäufer konnte nicht liefern: lost');
    // An operator's own words are English: a German page says who changed the order instead.
    expect(main()).toContain('Von unserem Support-Team aktualisiert');
    expect(main()).not.toContain('Refunded after a call');
    expect(main()).not.toContain('The seller');
    cleanup();
    renderPage(page);
    await screen.findByRole('heading', { name: 'Timeline', level: 3 });
    expect(main()).toContain('The seller posted the tickets with DHL');
    expect(main()).toContain('The seller could not deliver: lost');
    expect(main()).toContain('Refunded after a call with the buyer');
  });

  it('words the pickup details from data, in German and in English', async () => {
    const order = testOrder({ ticketTypeId: 5 });
    const delivery = testDelivery(order, {
      method: 'pickup',
      pickup: {
        place: 'Emirates Stadium, Hornsey Road, London (box office)',
        when: 'From 2 hours before the event until it starts: Sat, 1 Mar 2031, 19:30 GMT',
        bring: 'A photo ID …',
        nameOnBooking: 'Ada Byron',
        venue: 'Emirates Stadium, Hornsey Road, London',
        startsAt: '2031-03-01T19:30:00.000Z',
        timezone: 'Europe/London',
      },
    });
    const page = <OrderDetailPage order={order} delivery={delivery} countryCode={null} />;
    renderPage(page, true);
    await screen.findByRole('heading', { name: 'Lieferung', level: 2 });
    expect(main()).toContain('WoEmirates Stadium, Hornsey Road, London (Abendkasse)');
    expect(main()).toMatch(
      /Ab 2 Stunden vor der Veranstaltung bis zu ihrem Beginn: Sa\., 1\. März 2031, 19:30 GMT/,
    );
    expect(main()).toContain('Einen Lichtbildausweis');
    expect(main()).not.toContain('box office');
    cleanup();
    renderPage(page);
    await screen.findByRole('heading', { name: 'Delivery', level: 2 });
    expect(main()).toContain('WhereEmirates Stadium, Hornsey Road, London (box office)');
    expect(main()).toContain(
      'From 2 hours before the event until it starts: Sat, Mar 1, 2031 @ 7:30 PM GMT',
    );
    expect(main()).toContain('A photo ID (passport, driving licence or national ID card)');
  });

  it('words seat places from the seat numbers: a list, one seat, general admission', async () => {
    const order = testOrder({ seats: '3, 5', seatNumbers: [3, 5] });
    const delivery = testDelivery(order);
    delivery.tickets[1]!.seat = null;
    renderPage(<OrderDetailPage order={order} delivery={delivery} countryCode={null} />, true);
    await screen.findByRole('heading', { name: 'Lieferung', level: 2 });
    expect(main()).toContain('2 Tickets: Block 101, Reihe 12, Plätze 3, 5');
    expect(main()).toContain('Ticket 1: Block 101, Reihe 12, Platz 5');
    expect(main()).toContain('Ticket 2: Block 101, Reihe 12, Freie Platzwahl');
    cleanup();
    const one = testOrder({ quantity: 1, seats: '9', seatNumbers: [9], row: null });
    detail(one);
    await screen.findByRole('heading', { name: 'Delivery', level: 2 });
    expect(main()).toContain('Seats1 ticket: Section 101, Seat 9');
  });

  it('shows a confirmed order without the refund text', async () => {
    detail(testOrder({ deliveryStatusId: 1 }));
    await screen.findByText('Order: Confirmed');
    expect(main()).not.toContain('refund');
  });
});

describe('the My Tickets list', () => {
  afterEach(cleanup);

  it('lists event, date, confirmation number, total and status, linking each order', async () => {
    renderPage(<MyTicketsPage first={{ orders: [testOrder()], totalCount: 1 }} countryCode="uk" />);
    const link = await screen.findByRole('link', { name: 'Arsenal v Chelsea' });
    expect(link.getAttribute('href')).toBe('/uk/mytickets/31');
    expect(main()).toContain('Event date:1 March 2031');
    expect(main()).toContain('Confirmation number:RP-7K3Q9X');
    expect(main()).toContain('Total:£96.00');
    expect(main()).toContain('Delivery: Pending');
    expect(screen.getByRole('heading', { name: 'Upcoming', level: 2 })).toBeTruthy();
    expect(main()).toContain('No past events yet.');
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('says so when there are no orders yet', async () => {
    renderPage(<MyTicketsPage first={{ orders: [], totalCount: 0 }} countryCode={null} />);
    await screen.findByText(/No orders yet/);
  });
});
