// What every source's row becomes before it is stored: one shape, in the terms of our listings
// table (packages/db/src/schema/listings.ts), so the ingest service never reads a source's fields.

/** A listing as a source describes it, mapped to our ids and integer minor units. */
export interface NormalizedListing {
  /** The listing's id in its source (listings.external_id). */
  externalId: string;
  /** The Reprise event it is for. */
  eventId: number;
  section: string;
  row: string | null;
  seatFrom: number | null;
  seatTo: number | null;
  /** Tickets the source still has to sell on this listing. */
  quantity: number;
  /** Split id (NeverLeaveOne 3, noSplitsId 5) or null for any split. */
  splitRule: number | null;
  seatTypeId: number;
  ticketTypeId: number;
  /** Per ticket, minor units of `currency`. */
  priceMinor: number;
  wholesalePriceMinor: number | null;
  faceValueMinor: number | null;
  feesMinor: number;
  taxRateBp: number;
  currency: string;
  /** YYYY-MM-DD or null. */
  inHandDate: string | null;
  instantDelivery: boolean;
  notes: string | null;
  viewQuality: number | null;
  accessibleSeating: boolean;
}

/** A row mapped, or the reason it cannot be. */
export type MappedRow = { ok: true; listing: NormalizedListing } | { ok: false; reason: string };

export const rejected = (reason: string): MappedRow => ({ ok: false, reason });

/** The rejection of a row whose amount in `field` has more decimals than its currency has. */
export const badAmount = (field: string, digits: number): MappedRow =>
  rejected(`${field}: must be an amount with at most ${digits} decimals`);

/** Digits after the decimal point of a currency (2 for most, 0 for JPY): from the currencies table. */
export type MinorUnitsOf = (currency: string) => number;

export const twoDecimals: MinorUnitsOf = () => 2;
