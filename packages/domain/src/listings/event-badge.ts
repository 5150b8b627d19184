import { HURRY_BADGE_THRESHOLD } from '../constants';

/** The one badge an event card shows, by priority. */
export type EventBadge =
  | { kind: 'hot'; label: string }
  | { kind: 'sold'; count: number; label: string }
  | { kind: 'hurry'; remaining: number; label: string }
  | { kind: 'recently-viewed'; label: string };

/** What the badge rule reads about an event. */
export interface EventBadgeInput {
  isHot: boolean;
  /** Tickets sold for the event so far. */
  soldCount: number;
  /** Tickets still available across its listings. */
  ticketsLeft: number;
  /** Known only to the browser (its recent list), so the server leaves it out. */
  recentlyViewed?: boolean;
}

/** The card badge, by priority: hot, then '{n} tickets sold', then 'Hurry! {n} tickets left', then recently viewed. */
export function eventBadge(input: EventBadgeInput): EventBadge | null {
  if (input.isHot) return { kind: 'hot', label: 'Hot event' };
  if (input.soldCount > 0) {
    return { kind: 'sold', count: input.soldCount, label: `${input.soldCount} tickets sold` };
  }
  // A sold-out event is not a reason to hurry: nothing is left to buy.
  if (input.ticketsLeft > 0 && input.ticketsLeft < HURRY_BADGE_THRESHOLD) {
    return {
      kind: 'hurry',
      remaining: input.ticketsLeft,
      label: `Hurry! ${input.ticketsLeft} tickets left`,
    };
  }
  if (input.recentlyViewed) return { kind: 'recently-viewed', label: 'Recently viewed' };
  return null;
}
