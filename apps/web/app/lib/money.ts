import { formatMoney } from '@reprise/domain/money/format-money';

const minorUnitCache = new Map<string, number>();

/** Digits after the decimal point of a currency (2 for GBP, 0 for JPY), as Intl knows them. */
export function minorUnitsOf(currency: string): number {
  let digits = minorUnitCache.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorUnitCache.set(currency, digits);
  }
  return digits;
}

/**
 * An amount in minor units of `currency`, as buyers read it in their language ('£1,234.50',
 * '1.234,50 £'); `locale` from `moneyLocale` (packages/domain/src/language/intl-locale.ts), English by default.
 */
export function money(amountMinor: number, currency: string, locale = 'en-US'): string {
  return formatMoney(amountMinor, currency, minorUnitsOf(currency), { locale });
}
