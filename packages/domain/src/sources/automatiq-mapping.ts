// Automatiq listings → our listings (ADR 0013 has the table).
import { SEAT_TYPE_IDS, SPLIT_IDS, TICKET_TYPE_IDS } from '../ids';
import { type AutomatiqListing, automatiqListingSchema } from '../schemas/sources';
import { decimalToMinor } from './decimal-money';
import { checkListing } from './listing-checks';
import { badAmount } from './normalized-listing';
import { rowMapper } from './row-parse';

const STOCK_TICKET_TYPE: Record<AutomatiqListing['stock_type'], number> = {
  ETICKET: TICKET_TYPE_IDS.eTicket,
  MOBILE_TRANSFER: TICKET_TYPE_IDS.eTransfer,
  HARD: TICKET_TYPE_IDS.HardStock,
  WILL_CALL: TICKET_TYPE_IDS.WillCall,
  LOCAL_PICKUP: TICKET_TYPE_IDS.LocalPickUp,
  QR_CODE: TICKET_TYPE_IDS.QRCode,
};
const SPLIT_RULE: Record<AutomatiqListing['split_type'], number | null> = {
  ANY: null,
  NEVER_LEAVE_ONE: SPLIT_IDS.NeverLeaveOne,
  NONE: SPLIT_IDS.noSplitsId,
};
const SEAT_TYPE: Record<AutomatiqListing['seat_type'], number> = {
  CONSECUTIVE: SEAT_TYPE_IDS.Consecutive,
  ODD_EVEN: SEAT_TYPE_IDS.Odd_Even,
  PIGGYBACK: SEAT_TYPE_IDS.Piggyback,
  GA: SEAT_TYPE_IDS.GeneralAdmission,
};

/** The key of an Automatiq row's id. */
export const AUTOMATIQ_ID_KEY = 'listing_id';

/** One raw Automatiq listing as our listing, or why it cannot be one. */
export const mapAutomatiqListing = rowMapper(automatiqListingSchema, (row, minorUnitsOf) => {
  const digits = minorUnitsOf(row.currency);
  const price = decimalToMinor(row.price, digits);
  if (price === null) return badAmount('price', digits);
  const fees = row.fees == null ? 0 : decimalToMinor(row.fees, digits);
  if (fees === null) return badAmount('fees', digits);
  return checkListing({
    externalId: String(row.listing_id),
    eventId: row.event_id,
    section: row.section,
    row: row.row || null,
    seatFrom: row.low_seat ?? null,
    seatTo: row.high_seat ?? null,
    quantity: row.quantity,
    splitRule: SPLIT_RULE[row.split_type],
    seatTypeId: SEAT_TYPE[row.seat_type],
    ticketTypeId: STOCK_TICKET_TYPE[row.stock_type],
    priceMinor: price,
    wholesalePriceMinor: row.cost == null ? null : decimalToMinor(row.cost, digits),
    faceValueMinor: row.face_value == null ? null : decimalToMinor(row.face_value, digits),
    feesMinor: fees,
    taxRateBp: 0,
    currency: row.currency,
    inHandDate: row.in_hand_date ?? null,
    instantDelivery: row.instant_delivery,
    notes: row.notes || null,
    viewQuality: null,
    accessibleSeating: false,
  });
});
