import { COOKIE_NAMES, CURRENCY_CODES, DEFAULT_CURRENCY } from '@reprise/domain/constants';
import type { ListingDetails } from '@reprise/domain/schemas/listings';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies/browser-cookies';
import { filterListings } from '../events/event-listing';
import { FromPrice } from '../events/from-price';

type Details = ListingDetails;

// The search index answers without touching listings, so the few events a search box shows are
// priced in one filterListings call after the answer (the same cards' rule and read cache): the
// search stays as fast as before and the price follows a moment later.
const known = new Map<string, Details>();
let batch: { currency: string; ids: Set<number>; done: Promise<void> } | null = null;

function browserCurrency(): string {
  const code = readCookie(COOKIE_NAMES.currencyTo)?.toUpperCase();
  return code && (CURRENCY_CODES as readonly string[]).includes(code) ? code : DEFAULT_CURRENCY;
}

/** Prices `id` with the other ids asked for in the same tick, in one call. */
function priceOf(id: number, currency: string): Promise<void> {
  if (!batch || batch.currency !== currency) {
    const ids = new Set<number>();
    const done = Promise.resolve().then(async () => {
      batch = null;
      const cards = await filterListings(browserApi(), {
        event_ids: [...ids],
        toCurrencyCode: currency,
        limit: Math.min(100, ids.size),
      });
      for (const card of cards) known.set(`${currency}:${card.event_id}`, card.listingDtls);
    });
    batch = { currency, ids, done };
  }
  batch.ids.add(id);
  return batch.done;
}

/** An event row's "from" price in the visitor's currency, filled in after the results show. */
export function EventFromPrice({ eventId }: { eventId: number }) {
  const [details, setDetails] = useState<Details | null>(null);
  useEffect(() => {
    let live = true;
    const currency = browserCurrency();
    const key = `${currency}:${eventId}`;
    const cached = known.get(key);
    if (cached) {
      setDetails(cached);
      return;
    }
    priceOf(eventId, currency)
      .then(() => {
        if (live) setDetails(known.get(key) ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [eventId]);
  return details ? <FromPrice details={details} className="block text-sm" /> : null;
}
