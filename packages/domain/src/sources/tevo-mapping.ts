// Ticket Evolution ticket groups → our listings (ADR 0013 has the table).
import { SEAT_TYPE_IDS, TICKET_TYPE_IDS } from '../ids';
import { type TevoListing, tevoListingSchema } from '../schemas/sources';
import { decimalToMinor } from './decimal-money';
import { checkListing } from './listing-checks';
import { badAmount, rejected } from './normalized-listing';
import { rowMapper } from './row-parse';
import { splitRuleFromSplits } from './split-mapping';

const FORMAT_TICKET_TYPE: Record<TevoListing['format'], number> = {
  Eticket: TICKET_TYPE_IDS.eTicket,
  TM_mobile: TICKET_TYPE_IDS.eTransfer,
  Flash_seats: TICKET_TYPE_IDS.eTransfer,
  Physical: TICKET_TYPE_IDS.HardStock,
  Guest_list: TICKET_TYPE_IDS.WillCall,
  Paperless: TICKET_TYPE_IDS.WillCall,
};

const VIEW_QUALITY: Record<NonNullable<TevoListing['view_type']>, number | null> = {
  Full: null,
  'Possible Obstruction': 2,
  Obstructed: 1,
};

/** The key of a tevo row's id. */
export const TEVO_ID_KEY = 'id';

/** One raw tevo ticket group as our listing, or why it cannot be one. */
export const mapTevoListing = rowMapper(tevoListingSchema, (row, minorUnitsOf) => {
  const digits = minorUnitsOf(row.currency);
  const price = decimalToMinor(row.retail_price, digits);
  if (price === null) return badAmount('retail_price', digits);
  const wholesale =
    row.wholesale_price == null ? null : decimalToMinor(row.wholesale_price, digits);
  if (row.wholesale_price != null && wholesale === null)
    return badAmount('wholesale_price', digits);
  const face = row.face_value == null ? null : decimalToMinor(row.face_value, digits);
  const split = splitRuleFromSplits(row.available_quantity, row.splits);
  if (!split.ok) return rejected(`splits: ${split.reason}`);
  const seats = row.seats && row.seats.length > 0 ? row.seats : null;
  return checkListing({
    externalId: String(row.id),
    eventId: row.event_id,
    section: row.section,
    row: row.row || null,
    seatFrom: seats ? Math.min(...seats) : null,
    seatTo: seats ? Math.max(...seats) : null,
    quantity: row.available_quantity,
    splitRule: split.splitRule,
    seatTypeId: row.general_admission ? SEAT_TYPE_IDS.GeneralAdmission : SEAT_TYPE_IDS.Consecutive,
    ticketTypeId: FORMAT_TICKET_TYPE[row.format],
    priceMinor: price,
    wholesalePriceMinor: wholesale,
    faceValueMinor: face,
    feesMinor: 0,
    taxRateBp: 0,
    currency: row.currency,
    // Tickets already in hand have no date to wait for.
    inHandDate: row.in_hand ? null : (row.in_hand_on ?? null),
    instantDelivery: row.instant_delivery,
    notes: row.public_notes || null,
    viewQuality: row.view_type ? VIEW_QUALITY[row.view_type] : null,
    accessibleSeating: row.wheelchair,
  });
});
