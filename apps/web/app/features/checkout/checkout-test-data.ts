import type { EventSummary } from '@reprise/domain/schemas/catalog';
import type { Hold, Order, Quote } from './checkout-types';

// Answers of the checkout contract for component tests.

export const TEST_EVENT: EventSummary = {
  id: 42,
  name: 'Arsenal v Chelsea',
  startsAt: '2031-03-01T15:00:00.000Z',
  timezone: 'Europe/London',
  status: 'scheduled',
  isHot: false,
  path: '/sports/epl/arsenal/arsenal-v-chelsea+42',
  venue: { id: 1, name: 'Emirates Stadium', slug: 'emirates-stadium' },
  city: { id: 1, name: 'London', state: null, countryCode: 'GB' },
  category: { id: 1, name: 'Sports', slug: 'sports' },
  genre: { id: 1, name: 'Premier League', slug: 'epl' },
  performer: { id: 1, name: 'Arsenal', slug: 'arsenal' },
};

export function testQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    currency: 'GBP',
    quantity: 2,
    unitPriceMinor: 4_000,
    feesMinor: 1_600,
    subtotalMinor: 9_600,
    promoMinor: 0,
    taxMinor: 960,
    totalMinor: 10_560,
    promo: null,
    firstOrderDiscount: false,
    ...overrides,
  };
}

/** A hold made now (Date.now()) that ends after `msLeft`. */
// The event a hold and its order are for, as both answers summarise it.
const HELD_EVENT = {
  id: 42,
  name: TEST_EVENT.name,
  date: TEST_EVENT.startsAt,
  venueName: TEST_EVENT.venue.name,
  path: TEST_EVENT.path,
};

export function testHold(msLeft: number, overrides: Partial<Hold> = {}): Hold {
  const now = Date.now();
  return {
    id: 7,
    listingId: 11,
    eventId: 42,
    quantity: 2,
    sessionId: '8f0c6a3e-2b1d-4c5e-9f7a-1b2c3d4e5f60',
    status: 'active',
    expiresAt: new Date(now + msLeft).toISOString(),
    serverNow: new Date(now).toISOString(),
    listing: {
      section: '101',
      row: '12',
      seatFrom: 5,
      seatTo: 6,
      ticketTypeId: 1,
      inHandDate: '2031-02-20',
      instantDelivery: false,
      notes: null,
    },
    event: { ...HELD_EVENT },
    quote: testQuote(),
    ...overrides,
  };
}

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 31,
    confirmationNumber: 'RP-7K3Q9X',
    orderDate: '2031-02-01T10:00:00.000Z',
    deliveryDate: '2031-02-20',
    contact: { first_name: 'Ada', last_name: 'Byron', phone_number: '447400123456' },
    email: 'ada@example.com',
    event: { ...HELD_EVENT },
    ticketTypeId: 6,
    section: '101',
    row: '12',
    seats: '5–6',
    seatNumbers: [5, 6],
    quantity: 2,
    currency: 'GBP',
    lines: {
      unitPriceMinor: 4_000,
      feesMinor: 1_600,
      subtotalMinor: 9_600,
      promoMinor: 960,
      taxMinor: 960,
      totalMinor: 9_600,
    },
    promoCode: 'REPRISE10',
    deliveryStatusId: 3,
    orderStatusId: 1,
    card: { brand: 'Visa', last4: '4242' },
    ...overrides,
  };
}
