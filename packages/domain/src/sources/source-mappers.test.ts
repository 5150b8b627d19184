import { describe, expect, it } from 'vitest';
import { SEAT_TYPE_IDS, SPLIT_IDS, TICKET_TYPE_IDS } from '../ids';
import { mapAutomatiqListing } from './automatiq-mapping';
import { mapMercuryListing } from './mercury-mapping';
import { mapMyticketsListing } from './mytickets-mapping';
import { mapTevoListing } from './tevo-mapping';

const tevo = {
  id: 9001,
  event_id: 7,
  section: '112',
  row: 'F',
  seats: [5, 6, 7, 8],
  available_quantity: 4,
  splits: [1, 2, 4],
  retail_price: '129.50',
  wholesale_price: '110.00',
  currency: 'USD',
  format: 'TM_mobile',
  in_hand: false,
  in_hand_on: '2026-12-01',
  public_notes: 'Aisle seats',
};

describe('tevo mapping', () => {
  it('maps a ticket group field by field', () => {
    const result = mapTevoListing(tevo);
    expect(result).toEqual({
      ok: true,
      listing: {
        externalId: '9001',
        eventId: 7,
        section: '112',
        row: 'F',
        seatFrom: 5,
        seatTo: 8,
        quantity: 4,
        splitRule: SPLIT_IDS.NeverLeaveOne,
        seatTypeId: SEAT_TYPE_IDS.Consecutive,
        ticketTypeId: TICKET_TYPE_IDS.eTransfer,
        priceMinor: 12_950,
        wholesalePriceMinor: 11_000,
        faceValueMinor: null,
        feesMinor: 0,
        taxRateBp: 0,
        currency: 'USD',
        inHandDate: '2026-12-01',
        instantDelivery: false,
        notes: 'Aisle seats',
        viewQuality: null,
        accessibleSeating: false,
      },
    });
  });

  it('has no in-hand date for tickets already in hand', () => {
    const result = mapTevoListing({ ...tevo, in_hand: true });
    expect(result.ok && result.listing.inHandDate).toBeNull();
  });

  it('names the field of a bad row', () => {
    expect(mapTevoListing({ ...tevo, retail_price: 'lots' })).toEqual({
      ok: false,
      reason: 'retail_price: must be an amount with at most 2 decimals',
    });
    const missing = mapTevoListing({ ...tevo, format: 'Carrier pigeon' });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.reason).toMatch(/^format: must be one of/);
    const seats = mapTevoListing({ ...tevo, available_quantity: 6, splits: null });
    expect(!seats.ok && seats.reason).toMatch(/^quantity: 6 tickets do not fit seats 5–8/);
  });
});

describe('Mercury mapping', () => {
  const mercury = {
    ticketGroupId: 55,
    eventId: 3,
    seats: { section: 'Floor', row: null, lowSeat: null, highSeat: null, isGeneralAdmission: true },
    quantity: { available: 2, splits: [2] },
    pricing: {
      retailPrice: { value: 80, currencyCode: 'GBP' },
      wholesalePrice: { value: '70.25', currencyCode: 'GBP' },
    },
    stockType: 'MOBILE_QR',
    isInstantDelivery: true,
    notes: { external: 'Standing' },
  };

  it('maps a ticket group', () => {
    const result = mapMercuryListing(mercury);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.listing).toMatchObject({
      externalId: '55',
      quantity: 2,
      // Only both tickets: never leaving one says the same for a pair.
      splitRule: SPLIT_IDS.NeverLeaveOne,
      seatTypeId: SEAT_TYPE_IDS.GeneralAdmission,
      ticketTypeId: TICKET_TYPE_IDS.QRCode,
      priceMinor: 8_000,
      wholesalePriceMinor: 7_025,
      currency: 'GBP',
      instantDelivery: true,
      notes: 'Standing',
    });
  });

  it('refuses prices in two currencies', () => {
    const result = mapMercuryListing({
      ...mercury,
      pricing: { ...mercury.pricing, wholesalePrice: { value: 1, currencyCode: 'USD' } },
    });
    expect(!result.ok && result.reason).toMatch(/^pricing\.wholesalePrice\.currencyCode/);
  });
});

describe('Automatiq mapping', () => {
  it('maps split, seat and stock types', () => {
    const result = mapAutomatiqListing({
      listing_id: 'AQ-1',
      event_id: 9,
      section: 'B',
      row: '3',
      low_seat: 1,
      high_seat: 2,
      quantity: 2,
      split_type: 'NONE',
      seat_type: 'PIGGYBACK',
      price: 45,
      fees: '4.50',
      cost: 40,
      currency: 'EUR',
      stock_type: 'HARD',
    });
    expect(result.ok && result.listing).toMatchObject({
      externalId: 'AQ-1',
      splitRule: SPLIT_IDS.noSplitsId,
      seatTypeId: SEAT_TYPE_IDS.Piggyback,
      ticketTypeId: TICKET_TYPE_IDS.HardStock,
      priceMinor: 4_500,
      feesMinor: 450,
      wholesalePriceMinor: 4_000,
      currency: 'EUR',
    });
  });
});

describe('mytickets mapping', () => {
  it('keeps our own ids and minor units', () => {
    const result = mapMyticketsListing({
      externalId: 'MT-1',
      eventId: 2,
      section: 'Stalls',
      quantity: 3,
      ticketTypeId: 1,
      priceMinor: 5_000,
      feesMinor: 250,
      taxRateBp: 2_000,
      currency: 'GBP',
    });
    expect(result.ok && result.listing).toMatchObject({
      externalId: 'MT-1',
      priceMinor: 5_000,
      feesMinor: 250,
      taxRateBp: 2_000,
      splitRule: null,
    });
    expect(mapMyticketsListing({ externalId: 'MT-2' }).ok).toBe(false);
  });
});
