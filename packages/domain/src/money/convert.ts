/** A currency's rate against the base (USD) and how many minor-unit digits it has. */
export interface CurrencyRate {
  code: string;
  /** Units of this currency one US dollar buys. */
  unitsPerUsd: number;
  /** Digits after the decimal point: 2 for most, 0 for JPY. */
  minorUnits: number;
}

/**
 * Converts an integer amount in the minor units of `from` into the minor units of `to`, rounding
 * half away from zero once, at the end, to the target currency's own precision.
 */
export function convertMinor(amountMinor: number, from: CurrencyRate, to: CurrencyRate): number {
  if (!Number.isInteger(amountMinor)) throw new RangeError('amountMinor must be an integer');
  if (from.code === to.code) return amountMinor;
  const major = amountMinor / 10 ** from.minorUnits;
  const targetMinor = (major / from.unitsPerUsd) * to.unitsPerUsd * 10 ** to.minorUnits;
  // Float noise (x.4999999) must not flip a half: round a value already fixed to 6 places.
  const settled = Number(targetMinor.toFixed(6));
  return Math.sign(settled) * Math.round(Math.abs(settled));
}

/** An integer minor-unit amount as a decimal number of major units (1234 GBP → 12.34). */
export function minorToMajor(amountMinor: number, minorUnits: number): number {
  return amountMinor / 10 ** minorUnits;
}
