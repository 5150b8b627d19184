import { describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS,
  COUNTRY_IDS,
  DELIVERY_STATUS_IDS,
  isSource,
  ORDER_STATUS_CANCELLED_WITH_REFUND,
  SEAT_TYPE_IDS,
  SOURCES,
  SPLIT_IDS,
  TICKET_TYPE_IDS,
  UK_REGION_IDS,
} from './ids';

describe('fixed ids', () => {
  it('match the ids clients use', () => {
    expect(CATEGORY_IDS).toEqual({
      Sports: 1,
      Concerts: 2,
      Theater: 3,
      Festivals: 4,
      SpecialEvents: 5,
    });
    expect(TICKET_TYPE_IDS).toEqual({
      eTicket: 1,
      eTransfer: 2,
      HardStock: 3,
      WillCall: 4,
      LocalPickUp: 5,
      QRCode: 6,
    });
    expect(SEAT_TYPE_IDS).toEqual({
      Consecutive: 1,
      GeneralAdmission: 2,
      Odd_Even: 3,
      Piggyback: 4,
    });
    expect(SPLIT_IDS).toEqual({ NeverLeaveOne: 3, noSplitsId: 5 });
    expect(DELIVERY_STATUS_IDS).toEqual({ completed: 1, cancelled: 2, pending: 3, incompleted: 4 });
    expect(ORDER_STATUS_CANCELLED_WITH_REFUND).toBe(3);
    expect(UK_REGION_IDS).toEqual({ Scotland: 2335, England: 2336, Ireland: 2337, Wales: 2338 });
    expect(COUNTRY_IDS).toEqual({ us: 233, uk: 232, au: 14, nz: 158 });
    expect(SOURCES).toEqual(['tevo', 'ticket_network', 'automatiq', 'mytickets']);
  });

  it('recognises sources', () => {
    expect(isSource('ticket_network')).toBe(true);
    expect(isSource('stubhub')).toBe(false);
  });
});
