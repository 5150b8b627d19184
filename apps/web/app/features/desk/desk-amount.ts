import { minorUnitsOf } from '../../lib/money';

/**
 * An amount typed in the currency's major units ('12.50') in minor units (1250); null when it is
 * not a plain positive amount with at most the currency's decimals.
 */
export function minorFromTyped(text: string, currency: string): number | null {
  const digits = minorUnitsOf(currency);
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}

/** Minor units as the major-unit text a desk field shows ('12.50'). */
export function typedFromMinor(minor: number, currency: string): string {
  const digits = minorUnitsOf(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
