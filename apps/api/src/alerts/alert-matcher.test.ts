import { describe, expect, it } from 'vitest';
import { type EventCandidate, matchAlerts, type OpenAlert } from './alert-matcher';

const rates = new Map([
  ['GBP', { code: 'GBP', unitsPerUsd: 0.8, minorUnits: 2 }],
  ['USD', { code: 'USD', unitsPerUsd: 1, minorUnits: 2 }],
]);

const listing = (id: number, fields: Partial<EventCandidate> = {}): EventCandidate => ({
  id,
  eventId: 1,
  section: 'A',
  zoneId: 'lower',
  currency: 'GBP',
  available: 4,
  splitRule: null,
  seatTypeId: 1,
  priceMinor: 5_000,
  feesMinor: 0,
  taxRateBp: 0,
  ...fields,
});

const alert = (id: number, fields: Partial<OpenAlert> = {}): OpenAlert => ({
  id,
  eventId: 1,
  quantity: 2,
  zoneId: null,
  section: null,
  targetMinor: 6_000,
  currency: 'GBP',
  ...fields,
});

describe('matchAlerts', () => {
  it('answers each alert with the cheapest listing that answers it, on its own event only', () => {
    const hits = matchAlerts(
      [alert(1), alert(2, { eventId: 2 }), alert(3, { targetMinor: 4_000 })],
      [
        listing(10, { priceMinor: 5_500 }),
        listing(11, { priceMinor: 4_500 }),
        listing(12, { eventId: 3 }),
      ],
      rates,
    );
    expect(hits.map((hit) => [hit.alert.id, hit.listing.id, hit.allInMinor])).toEqual([
      [1, 11, 4_500],
    ]);
  });

  it('skips a cheaper listing the split rule refuses and takes the next', () => {
    const hits = matchAlerts(
      [alert(1)],
      [
        listing(10, { priceMinor: 3_000, available: 3, splitRule: 3 }),
        listing(11, { priceMinor: 5_000 }),
      ],
      rates,
    );
    expect(hits.map((hit) => hit.listing.id)).toEqual([11]);
  });

  it("prices a listing in the alert's currency", () => {
    // 50.00 USD is 40.00 GBP.
    const hits = matchAlerts(
      [alert(1, { targetMinor: 4_000 })],
      [listing(10, { currency: 'USD' })],
      rates,
    );
    expect(hits.map((hit) => hit.allInMinor)).toEqual([4_000]);
  });
});
