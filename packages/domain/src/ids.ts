// Fixed ids clients already use. Key spellings keep the legacy names so they can be traced.

/** One of the ids of a fixed id table. */
type IdOf<Table> = Table[keyof Table];

/** Category ids. */
export const CATEGORY_IDS = {
  Sports: 1,
  Concerts: 2,
  Theater: 3,
  Festivals: 4,
  SpecialEvents: 5,
} as const;
/** A category id. */
export type CategoryId = IdOf<typeof CATEGORY_IDS>;

/** Ticket type ids. */
export const TICKET_TYPE_IDS = {
  eTicket: 1,
  eTransfer: 2,
  HardStock: 3,
  WillCall: 4,
  LocalPickUp: 5,
  QRCode: 6,
} as const;
/** A ticket type id. */
export type TicketTypeId = IdOf<typeof TICKET_TYPE_IDS>;

/** Seat type ids. */
export const SEAT_TYPE_IDS = {
  Consecutive: 1,
  GeneralAdmission: 2,
  Odd_Even: 3,
  Piggyback: 4,
} as const;
/** A seat type id. */
export type SeatTypeId = IdOf<typeof SEAT_TYPE_IDS>;

/** Split rule ids (a listing's rule for which quantities it may be split into). */
export const SPLIT_IDS = {
  NeverLeaveOne: 3,
  noSplitsId: 5,
} as const;
/** A split rule id. */
export type SplitId = IdOf<typeof SPLIT_IDS>;

/** Delivery status ids. */
export const DELIVERY_STATUS_IDS = {
  completed: 1,
  cancelled: 2,
  pending: 3,
  incompleted: 4,
} as const;
/** A delivery status id. */
export type DeliveryStatusId = IdOf<typeof DELIVERY_STATUS_IDS>;

/** Order status id of an order cancelled with a refund. */
export const ORDER_STATUS_CANCELLED_WITH_REFUND = 3;

/** Region ids of the UK's nations ("Ireland" is the fixed name for Northern Ireland's region). */
export const UK_REGION_IDS = {
  Scotland: 2335,
  England: 2336,
  Ireland: 2337,
  Wales: 2338,
} as const;

/** Country ids of the markets served, keyed by URL country code. */
export const COUNTRY_IDS = {
  us: 233,
  uk: 232,
  au: 14,
  nz: 158,
} as const;

/** The countryId a country-validity check returns for a code it does not know. */
export const INVALID_COUNTRY_ID = 0;

/** paymentResponseCode of an approved payment (response 1 with code 100). */
export const PAYMENT_SUCCESS_RESPONSE_CODE = 100;

/** External ticketing systems listings come from. */
export const SOURCES = ['tevo', 'ticket_network', 'automatiq', 'mytickets'] as const;
/** An external ticketing system. */
export type Source = (typeof SOURCES)[number];

/** Whether a string names one of the listing sources. */
export function isSource(value: string): value is Source {
  return (SOURCES as readonly string[]).includes(value);
}

/** The largest id a database column holds (PostgreSQL int4). */
export const MAX_RECORD_ID = 2_147_483_647;

/** Whether a number can be a record id: a positive int4. */
export function isRecordId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID;
}
