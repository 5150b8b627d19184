// TicketNetwork Mercury ticket groups → our listings (ADR 0013 has the table).
import { SEAT_TYPE_IDS, TICKET_TYPE_IDS } from '../ids';
import { type MercuryListing, mercuryListingSchema } from '../schemas/sources';
import { decimalToMinor } from './decimal-money';
import { checkListing } from './listing-checks';
import { badAmount, rejected } from './normalized-listing';
import { rowMapper } from './row-parse';
import { splitRuleFromSplits } from './split-mapping';

const STOCK_TICKET_TYPE: Record<MercuryListing['stockType'], number> = {
  ELECTRONIC: TICKET_TYPE_IDS.eTicket,
  MOBILE_TRANSFER: TICKET_TYPE_IDS.eTransfer,
  FLASH: TICKET_TYPE_IDS.eTransfer,
  HARD: TICKET_TYPE_IDS.HardStock,
  WILL_CALL: TICKET_TYPE_IDS.WillCall,
  PAPERLESS: TICKET_TYPE_IDS.WillCall,
  LOCAL_PICKUP: TICKET_TYPE_IDS.LocalPickUp,
  MOBILE_QR: TICKET_TYPE_IDS.QRCode,
};

/** The key of a Mercury row's id. */
export const MERCURY_ID_KEY = 'ticketGroupId';

/** One raw Mercury ticket group as our listing, or why it cannot be one. */
export const mapMercuryListing = rowMapper(mercuryListingSchema, (row, minorUnitsOf) => {
  const digits = minorUnitsOf(row.pricing.retailPrice.currencyCode);
  const { retailPrice, wholesalePrice, faceValue } = row.pricing;
  const price = decimalToMinor(retailPrice.value, digits);
  if (price === null) return badAmount('pricing.retailPrice.value', digits);
  for (const [name, money] of [
    ['wholesalePrice', wholesalePrice],
    ['faceValue', faceValue],
  ] as const) {
    if (money && money.currencyCode !== retailPrice.currencyCode) {
      return rejected(
        `pricing.${name}.currencyCode: must be the retail price's currency (${retailPrice.currencyCode})`,
      );
    }
  }
  const available = row.quantity.available;
  const split = splitRuleFromSplits(available, row.quantity.splits);
  if (!split.ok) return rejected(`quantity.splits: ${split.reason}`);
  return checkListing({
    externalId: String(row.ticketGroupId),
    eventId: row.eventId,
    section: row.seats.section,
    row: row.seats.row || null,
    seatFrom: row.seats.lowSeat ?? null,
    seatTo: row.seats.highSeat ?? null,
    quantity: available,
    splitRule: split.splitRule,
    seatTypeId: row.seats.isGeneralAdmission
      ? SEAT_TYPE_IDS.GeneralAdmission
      : SEAT_TYPE_IDS.Consecutive,
    ticketTypeId: STOCK_TICKET_TYPE[row.stockType],
    priceMinor: price,
    wholesalePriceMinor: wholesalePrice ? decimalToMinor(wholesalePrice.value, digits) : null,
    faceValueMinor: faceValue ? decimalToMinor(faceValue.value, digits) : null,
    feesMinor: 0,
    taxRateBp: 0,
    currency: retailPrice.currencyCode,
    inHandDate: row.inHandDate ?? null,
    instantDelivery: row.isInstantDelivery,
    notes: row.notes?.external || null,
    viewQuality: null,
    accessibleSeating: row.isWheelchairAccessible,
  });
});
