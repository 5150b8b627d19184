import type { ListingDetails } from '@reprise/domain/schemas/listings';
import { money } from '../../lib/money';

/** The words of an event's "from" price: the cheapest ticket all-in, or that nothing is on sale. */
export function fromPriceText(details: Pick<ListingDetails, 'minPriceMinor' | 'currency'>): string {
  return details.minPriceMinor !== null && details.currency
    ? `From ${money(details.minPriceMinor, details.currency)}`
    : 'No tickets on sale';
}

/**
 * An event's "from" price as a card or a search row shows it: the cheapest all-in price for one
 * ticket in the visitor's currency, computed by the server with the event page's rule.
 */
export function FromPrice({
  details,
  className = '',
}: {
  details: Pick<ListingDetails, 'minPriceMinor' | 'currency'>;
  className?: string;
}) {
  const buyable = details.minPriceMinor !== null && details.currency;
  return (
    <span
      data-from-price={buyable ? details.minPriceMinor : undefined}
      className={`${buyable ? 'font-semibold text-slate-950' : 'text-slate-700'} ${className}`}
    >
      {fromPriceText(details)}
    </span>
  );
}
