// The deal score (ADR 0008): each listing's all-in price against comparable listings of
// the same event, mapped to a tier with a one-line reason a fan understands. The formula and its
// thresholds are explained in docs/decisions/0008-deal-score.md; keep the two in step.
import { DEAL_SCORE_TIERS } from '../constants';

/** A tier score: 10 (Simply The Best!) down to 1 (Premium Price), 6.2 for Best Seat. */
export type DealTierScore = (typeof DEAL_SCORE_TIERS)[number]['score'];

/** What the deal score reads of one listing; money in minor units of one display currency. */
export interface DealListing {
  id: number;
  /** Per-ticket all-in price (price + fees + tax). */
  allIn: number;
  /** The price area the section belongs to (map zone); null when the venue has no zones. */
  zone: { id: string; name: string; rank: number | null } | null;
  section: string;
  /** 1 (obstructed) to 5 (excellent); null when unknown. */
  viewQuality: number | null;
  /** Quantities a buyer can take now (split-rule.ts). */
  quantities: readonly number[];
}

/** A listing's deal: tier score and label, the reason, and the value it is read from. */
/**
 * What a deal's reason says, as data, so each language can word it: against which seats (those in
 * an `area`, or those with a similar view), how (too few to compare, in line, or an amount below
 * or above their median) and whether the listing is among the event's best seats.
 */
export interface DealBasis {
  comparison: 'too-few' | 'in-line' | 'below' | 'above';
  /** Similar seats in this area (a zone or section name), or null: seats with a similar view. */
  area: string | null;
  /** The difference from the median, in minor units of the display currency (0 when none). */
  difference: number;
  best: boolean;
}

export interface Deal {
  score: DealTierScore;
  label: string;
  reason: string;
  basis: DealBasis;
  /**
   * The value score: all-in price ÷ the median of comparable listings (1 = market price, lower
   * is better value); null when there was nothing to compare with.
   */
  value: number | null;
}

/**
 * Where each tier starts: how far below (positive) or above (negative) the comparables' median the
 * price is, in basis points of the median (integers, so 20 % is exactly 20 % whatever float
 * division makes of it).
 */
const TIER_DISCOUNTS_BP: readonly { score: DealTierScore; from: number }[] = [
  { score: 10, from: 4_000 },
  { score: 9, from: 3_000 },
  { score: 8, from: 2_000 },
  { score: 7, from: 1_200 },
  { score: 6, from: 500 },
  { score: 5, from: -500 },
  { score: 4, from: -1_500 },
  { score: 3, from: -3_000 },
  { score: 2, from: -5_000 },
];
/** A comparison needs at least this many other listings, or it widens (see groupsFor). */
export const MIN_COMPARABLES = 2;
/** Within this many basis points of the median, a price reads "in line with" similar seats. */
const IN_LINE_BP = 500;

const LABELS = new Map<number, string>(DEAL_SCORE_TIERS.map((tier) => [tier.score, tier.label]));

/** The label of a tier score. */
export function dealLabel(score: DealTierScore): string {
  return LABELS.get(score) ?? '';
}

/** The tier (never 6.2) of a discount against the median: 0.25 → 8 Amazing Deal. */
export function tierForDiscount(discount: number): DealTierScore {
  const bp = Math.round(discount * 10_000);
  return TIER_DISCOUNTS_BP.find((tier) => bp >= tier.from)?.score ?? 1;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const sharesQuantity = (a: DealListing, b: DealListing) =>
  a.quantities.some((q) => b.quantities.includes(q));
const sameArea = (a: DealListing, b: DealListing) =>
  a.zone && b.zone ? a.zone.id === b.zone.id : a.section === b.section;
const similarView = (a: DealListing, b: DealListing) =>
  a.viewQuality === null || b.viewQuality === null
    ? a.viewQuality === b.viewQuality
    : Math.abs(a.viewQuality - b.viewQuality) <= 1;

interface Group {
  /** "similar seats in Lower Level" */
  name: string;
  /** The area compared within, or null for seats with a similar view. */
  area: string | null;
  members: DealListing[];
}

// Narrowest first: the same area with a similar view that can sell a quantity in common, then the
// same area, then anywhere at the event with the same view quality. The first with enough members
// is the comparison; a listing never compares with itself.
function comparables(listing: DealListing, all: readonly DealListing[]): Group | null {
  const others = all.filter((other) => other.id !== listing.id);
  const area = listing.zone?.name ?? listing.section;
  const candidates: Group[] = [
    {
      name: `similar seats in ${area}`,
      area,
      members: others.filter(
        (o) => sameArea(o, listing) && similarView(o, listing) && sharesQuantity(o, listing),
      ),
    },
    {
      name: `similar seats in ${area}`,
      area,
      members: others.filter((o) => sameArea(o, listing)),
    },
    {
      name: 'seats with a similar view at this event',
      area: null,
      members: others.filter((o) => o.viewQuality === listing.viewQuality),
    },
  ];
  return candidates.find((group) => group.members.length >= MIN_COMPARABLES) ?? null;
}

// The best seats of an event: its best-ranked zone (rank 1 is the dearest price tier of the map,
// else the zone with the highest median price) at the best view quality on sale.
function bestSeatIds(all: readonly DealListing[]): ReadonlySet<number> {
  const zoned = all.filter((l) => l.zone !== null);
  if (zoned.length === 0) return new Set();
  const zoneMedian = new Map<string, number>();
  for (const id of new Set(zoned.map((l) => l.zone!.id))) {
    zoneMedian.set(id, median(zoned.filter((l) => l.zone!.id === id).map((l) => l.allIn)));
  }
  const rankOf = (l: DealListing) => l.zone!.rank ?? Number.POSITIVE_INFINITY;
  const bestRank = Math.min(...zoned.map(rankOf));
  const bestZone = Number.isFinite(bestRank)
    ? zoned.find((l) => rankOf(l) === bestRank)!.zone!.id
    : [...zoneMedian].sort((a, b) => b[1] - a[1])[0]![0];
  const inZone = zoned.filter((l) => l.zone!.id === bestZone);
  const bestView = Math.max(...inZone.map((l) => l.viewQuality ?? 0));
  return new Set(inZone.filter((l) => (l.viewQuality ?? 0) === bestView).map((l) => l.id));
}

/**
 * Deal scores of every listing of one event, keyed by listing id. `formatMoney` writes an amount
 * of the display currency the way the reason shows it (e.g. whole pounds: '£38').
 */
export function scoreDeals(
  listings: readonly DealListing[],
  formatMoney: (minor: number) => string,
): Map<number, Deal> {
  const best = bestSeatIds(listings);
  const deals = new Map<number, Deal>();
  for (const listing of listings) {
    const group = comparables(listing, listings);
    if (!group) {
      deals.set(listing.id, {
        score: 5,
        label: dealLabel(5),
        reason: 'Too few similar seats on sale to compare prices with',
        basis: { comparison: 'too-few', area: null, difference: 0, best: false },
        value: null,
      });
      continue;
    }
    const reference = median(group.members.map((m) => m.allIn));
    const difference = Math.round(reference - listing.allIn);
    const discount = (reference - listing.allIn) / reference;
    let score = tierForDiscount(discount);
    const inLine = Math.abs(Math.round(discount * 10_000)) < IN_LINE_BP;
    let reason = inLine
      ? `In line with ${group.name}`
      : `${formatMoney(Math.abs(difference))} ${difference > 0 ? 'below' : 'above'} ${group.name}`;
    // A best seat at a fair price (5 or 6) is worth saying so; a cheaper one keeps its better tier.
    const isBest = best.has(listing.id) && (score === 5 || score === 6);
    if (isBest) {
      score = 6.2;
      reason = `Among the best seats here; ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
    }
    deals.set(listing.id, {
      score,
      label: dealLabel(score),
      reason,
      basis: {
        comparison: inLine ? 'in-line' : difference > 0 ? 'below' : 'above',
        area: group.area,
        difference: inLine ? 0 : Math.abs(difference),
        best: isBest,
      },
      value: Math.round((listing.allIn / reference) * 1000) / 1000,
    });
  }
  return deals;
}

/** What 'Sort by Deals' reads of a listing. */
export interface DealSortKey {
  deal: { score: number; value: number | null };
  allIn: number;
  id: number;
}

/** 'Sort by Deals' (value score ascending): best tier first, then lowest value, then price. */
export function compareDeals(a: DealSortKey, b: DealSortKey): number {
  return (
    b.deal.score - a.deal.score ||
    (a.deal.value ?? Number.POSITIVE_INFINITY) - (b.deal.value ?? Number.POSITIVE_INFINITY) ||
    a.allIn - b.allIn ||
    a.id - b.id
  );
}
