// Sources send prices as decimal major units ("129.50" or 129.5). They become integer minor units
// here, exactly: the text is read digit by digit, never through a float multiplication.

const DECIMAL = /^(\d{1,9})(?:\.(\d+))?$/;

/**
 * `value` (major units, number or decimal text) in minor units of a currency with `minorUnits`
 * decimals, or null when it is not a non-negative amount with at most that many decimals.
 */
export function decimalToMinor(value: number | string, minorUnits = 2): number | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === null) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1]!;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > minorUnits) return null;
  return Number(whole) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
}

function numberText(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // Shortest text that reads back as the same double: 129.5 → "129.5", 0.1 + 0.2 stays inexact.
  const text = String(value);
  return /e/i.test(text) ? null : text;
}
