// Matches many alerts against many listings in memory: listings are grouped by event and sorted
// by their all-in price in each alert currency once, so an alert reads only the listings at or
// under its target and stops at the first that answers it.
import {
  type AlertCandidate,
  type AlertWish,
  alertMatches,
  allInIn,
} from '@reprise/domain/alerts/alert-match';
import type { CurrencyRate } from '@reprise/domain/money/convert';

export interface OpenAlert extends AlertWish {
  id: number;
  eventId: number;
}

export interface EventCandidate extends AlertCandidate {
  id: number;
  eventId: number;
}

interface Priced {
  listing: EventCandidate;
  allIn: number;
}

/** For each alert answered by a listing: the alert, the cheapest answering listing and its price. */
export interface AlertHit {
  alert: OpenAlert;
  listing: EventCandidate;
  allInMinor: number;
}

/** The alerts that some listing of their event answers, each with the cheapest listing. */
export function matchAlerts(
  alerts: readonly OpenAlert[],
  candidates: readonly EventCandidate[],
  rates: ReadonlyMap<string, CurrencyRate>,
): AlertHit[] {
  const byEvent = new Map<number, EventCandidate[]>();
  for (const listing of candidates) {
    const list = byEvent.get(listing.eventId);
    if (list) list.push(listing);
    else byEvent.set(listing.eventId, [listing]);
  }
  const priced = new Map<string, Priced[]>();
  const pricedFor = (eventId: number, currency: string): Priced[] => {
    const key = `${eventId}:${currency}`;
    let list = priced.get(key);
    if (!list) {
      list = [];
      for (const listing of byEvent.get(eventId) ?? []) {
        const allIn = allInIn(listing, currency, rates);
        if (allIn !== null) list.push({ listing, allIn });
      }
      list.sort((a, b) => a.allIn - b.allIn || a.listing.id - b.listing.id);
      priced.set(key, list);
    }
    return list;
  };
  const hits: AlertHit[] = [];
  for (const alert of alerts) {
    if (!byEvent.has(alert.eventId)) continue;
    for (const { listing, allIn } of pricedFor(alert.eventId, alert.currency)) {
      if (allIn > alert.targetMinor) break;
      if (alertMatches(alert, listing, allIn)) {
        hits.push({ alert, listing, allInMinor: allIn });
        break;
      }
    }
  }
  return hits;
}
