import { moneyLocale } from '@reprise/domain/language/intl-locale';
import type { ListingDetails } from '@reprise/domain/schemas/listings';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { money } from '../../lib/money';

/**
 * An event's "from" price as a card or a search row shows it: the cheapest all-in price for one
 * ticket in the visitor's currency, computed by the server with the event page's rule; or that
 * nothing is on sale.
 */
export function FromPrice({
  details,
  className = '',
}: {
  details: Pick<ListingDetails, 'minPriceMinor' | 'currency'>;
  className?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const buyable = details.minPriceMinor !== null && details.currency;
  return (
    <span
      data-from-price={buyable ? details.minPriceMinor : undefined}
      className={`${buyable ? 'font-semibold text-slate-950' : 'text-slate-700'} ${className}`}
    >
      {details.minPriceMinor !== null && details.currency
        ? t('events.from', {
            price: money(details.minPriceMinor, details.currency, moneyLocale(language)),
          })
        : t('events.noTickets')}
    </span>
  );
}
