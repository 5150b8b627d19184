import { dateLocale, moneyLocale } from '@reprise/domain/language/intl-locale';
import { type FormatMoneyOptions, formatMoney } from '@reprise/domain/money/format-money';
import { formatDay } from '../format-day';
import { money } from '../money';
import { useLanguage } from './catalogue';

/** The shared formatting helpers bound to the page's language (money, days). */
export interface LocaleFormat {
  /** Minor units of a currency whose digits are known ('£1,234.50', '1.234,50 £'). */
  money(
    amountMinor: number,
    currency: string,
    minorUnits: number,
    options?: FormatMoneyOptions,
  ): string;
  /** Minor units of a currency, its digits looked up. */
  amount(amountMinor: number, currency: string): string;
  /** A calendar day ('12 March 2027', '12. März 2027'). */
  day(iso: string): string;
}

/** Money and days in the page's language, from the shared helpers (lib/money, lib/format-day). */
export function useLocaleFormat(): LocaleFormat {
  const language = useLanguage();
  const locale = moneyLocale(language);
  return {
    money: (amountMinor, currency, minorUnits, options = {}) =>
      formatMoney(amountMinor, currency, minorUnits, { ...options, locale }),
    amount: (amountMinor, currency) => money(amountMinor, currency, locale),
    day: (iso) => formatDay(iso, dateLocale(language)),
  };
}
