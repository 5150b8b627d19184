import { TICKET_TYPE_HELP } from '@reprise/domain/content/help-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testOrder } from '../checkout/checkout-test-data';
import type { Order } from '../checkout/checkout-types';
import { MyTicketsPage } from './my-tickets-page';
import { OrderDetailPage } from './order-detail-page';
import { REFUND_TEXT } from './order-status';

function renderPage(page: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{page}</> }]);
  return render(<Stub initialEntries={['/']} />);
}

const detail = (order: Order) => renderPage(<OrderDetailPage order={order} countryCode={null} />);
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
    expect(main()).toContain('Seats2 tickets: Section 101, Row 12, Seats 5-6');
    expect(main()).toContain('Promo code REPRISE10−£9.60');
    expect(main()).toContain('Total£96.00');
    expect(main()).toContain('Paid withVisa ending 4242');
  });

  it.each([
    [1, 'Delivery: Delivered', 'Your tickets have been delivered.'],
    [2, 'Delivery: Cancelled', 'Delivery of these tickets was cancelled.'],
    [3, 'Delivery: Pending', 'Your tickets are on their way.'],
    [4, 'Delivery: Incomplete', "We couldn't complete delivery yet."],
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

  it('shows a confirmed order without the refund text', async () => {
    detail(testOrder());
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
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('says so when there are no orders yet', async () => {
    renderPage(<MyTicketsPage first={{ orders: [], totalCount: 0 }} countryCode={null} />);
    await screen.findByText(/No orders yet/);
  });
});
