// Money as buyers read it, from integer minor units. Intl knows every symbol and digit rule; the
// formatters are built once per currency and style because building one costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, digits: number, locale: string): Intl.NumberFormat {
  const key = `${currency}|${digits}|${locale}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      // A code Intl does not know still shows as '12.50 XYZ' rather than taking a page down.
      cached = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      const plain = cached;
      cached = {
        format: (value: number) => `${plain.format(value)} ${currency}`,
      } as Intl.NumberFormat;
    }
    formatters.set(key, cached);
  }
  return cached;
}

/** Options of formatMoney. */
export interface FormatMoneyOptions {
  /** Round to whole units ('£38') when the amount is at least one unit; smaller amounts stay exact. */
  whole?: boolean;
  /** The Intl locale to write it in ('de' gives '1.234,50 £'); default 'en-US'. */
  locale?: string;
}

/** An amount in minor units as '£1,234.50' (or '¥1,870' for a currency without minor units). */
export function formatMoney(
  amountMinor: number,
  currency: string,
  minorUnits: number,
  options: FormatMoneyOptions = {},
): string {
  const major = amountMinor / 10 ** minorUnits;
  const locale = options.locale ?? 'en-US';
  if (options.whole && Math.abs(major) >= 1) {
    return formatter(currency, 0, locale).format(Math.round(major));
  }
  return formatter(currency, minorUnits, locale).format(major);
}
