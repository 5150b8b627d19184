import { describe, expect, it } from 'vitest';
import { DEAL_SCORE_TIERS } from '../constants';
import { formatMoney } from '../money/format-money';
import {
  compareDeals,
  type DealListing,
  dealLabel,
  scoreDeals,
  tierForDiscount,
} from './deal-score';

const pounds = (minor: number) => formatMoney(minor, 'GBP', 2, { whole: true });
const LOWER = { id: 'lower', name: 'Lower Tier', rank: 2 };
const UPPER = { id: 'upper', name: 'Upper Tier', rank: 3 };
const CLUB = { id: 'club', name: 'Club', rank: 1 };

let nextId = 1;
function listing(
  allIn: number,
  zone: DealListing['zone'],
  extra: Partial<DealListing> = {},
): DealListing {
  return {
    id: nextId++,
    allIn,
    zone,
    section: zone?.name ?? 'GA',
    viewQuality: 3,
    quantities: [1, 2, 3, 4],
    ...extra,
  };
}

describe('tierForDiscount', () => {
  it.each([
    [0.5, 10],
    [0.4, 10],
    [0.35, 9],
    [0.2, 8],
    [0.15, 7],
    [0.05, 6],
    [0, 5],
    [-0.05, 5],
    [-0.1, 4],
    [-0.2, 3],
    [-0.4, 2],
    [-0.5, 2],
    [-0.8, 1],
  ])('a discount of %s is tier %s', (discount, score) => {
    expect(tierForDiscount(discount)).toBe(score);
  });

  it('labels every one of the eleven tiers', () => {
    for (const tier of DEAL_SCORE_TIERS) expect(dealLabel(tier.score)).toBe(tier.label);
  });
});

describe('scoreDeals on a fixed event', () => {
  // Lower Tier: £100, £100, £62, £140 (view 3). Upper Tier: £50, £52, £48. Club: £200, £210.
  const lower = [
    listing(10_000, LOWER),
    listing(10_000, LOWER),
    listing(6_200, LOWER),
    listing(14_000, LOWER),
  ];
  const upper = [listing(5_000, UPPER), listing(5_200, UPPER), listing(4_800, UPPER)];
  const club = [
    listing(20_000, CLUB, { viewQuality: 5 }),
    listing(21_000, CLUB, { viewQuality: 5 }),
    listing(19_000, CLUB, { viewQuality: 5 }),
  ];
  const all = [...lower, ...upper, ...club];
  const deals = scoreDeals(all, pounds);
  const deal = (l: DealListing) => deals.get(l.id)!;

  it('compares each listing with the others of its zone and says by how much', () => {
    // £62 against the median of £100, £100, £140 → 38 % below: Buy Buy Buy!
    expect(deal(lower[2]!)).toEqual({
      score: 9,
      label: 'Buy Buy Buy!',
      reason: '£38 below similar seats in Lower Tier',
      basis: { comparison: 'below', area: 'Lower Tier', difference: 3_800, best: false },
      value: 0.62,
    });
    // £140 against £100, £100, £62 → 40 % above: Deluxe Price.
    expect(deal(lower[3]!)).toMatchObject({
      score: 2,
      label: 'Deluxe Price',
      reason: '£40 above similar seats in Lower Tier',
    });
    // £100 against £100, £62, £140 → the median itself.
    expect(deal(lower[0]!)).toMatchObject({
      score: 5,
      label: 'Good Deal',
      reason: 'In line with similar seats in Lower Tier',
      value: 1,
    });
  });

  it('never compares seats of different zones', () => {
    // £48 against £50 and £52 of the Upper Tier: 6 % below, a Great Deal; against the Lower
    // Tier's £100 it would have looked like the best deal of the night.
    expect(deal(upper[2]!)).toMatchObject({
      score: 6,
      reason: '£3 below similar seats in Upper Tier',
    });
  });

  it('names a fairly priced seat of the best zone and view Best Seat (6.2)', () => {
    expect(deal(club[0]!)).toMatchObject({
      score: 6.2,
      label: 'Best Seat',
      reason: 'Among the best seats here; in line with similar seats in Club',
    });
  });

  it('sorts by deals: best tier first, then lowest value, then price', () => {
    const sorted = all
      .map((l) => ({ id: l.id, allIn: l.allIn, deal: deal(l) }))
      .sort(compareDeals)
      .map((l) => l.deal.score);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect(sorted[0]).toBe(9);
    expect(sorted.at(-1)).toBe(2);
  });
});

describe('scoreDeals comparisons', () => {
  it('prefers listings with a similar view that can sell a quantity in common', () => {
    const a = listing(9_000, LOWER, { viewQuality: 4, quantities: [2] });
    const similar = [
      listing(10_000, LOWER, { viewQuality: 4, quantities: [2, 4] }),
      listing(10_000, LOWER, { viewQuality: 5, quantities: [1, 2] }),
    ];
    // Poor-view seats of the zone are cheaper, but they are not what this buyer compares with.
    const poorView = [
      listing(5_000, LOWER, { viewQuality: 1, quantities: [2] }),
      listing(5_000, LOWER, { viewQuality: 1, quantities: [2] }),
    ];
    const deals = scoreDeals([a, ...similar, ...poorView], pounds);
    expect(deals.get(a.id)).toMatchObject({
      score: 6,
      reason: '£10 below similar seats in Lower Tier',
    });
  });

  it('falls back to the whole zone, then to seats with the same view at the event', () => {
    const lonely = listing(8_000, LOWER, { quantities: [5] });
    const zone = [listing(10_000, LOWER, { quantities: [2] }), listing(10_000, LOWER)];
    expect(scoreDeals([lonely, ...zone], pounds).get(lonely.id)).toMatchObject({ score: 8 });

    const onlyOne = listing(8_000, CLUB, { viewQuality: 2 });
    const sameView = [
      listing(10_000, UPPER, { viewQuality: 2 }),
      listing(12_000, LOWER, { viewQuality: 2 }),
    ];
    expect(scoreDeals([onlyOne, ...sameView], pounds).get(onlyOne.id)).toMatchObject({
      score: 8,
      reason: '£30 below seats with a similar view at this event',
    });
  });

  it('says so, and claims no bargain, when there is nothing to compare with', () => {
    const only = listing(8_000, LOWER);
    expect(scoreDeals([only], pounds).get(only.id)).toEqual({
      score: 5,
      label: 'Good Deal',
      reason: 'Too few similar seats on sale to compare prices with',
      basis: { comparison: 'too-few', area: null, difference: 0, best: false },
      value: null,
    });
  });

  it('groups by section when the venue has no zones', () => {
    const floor = [
      listing(3_500, null, { section: 'Floor' }),
      listing(5_000, null, { section: 'Floor' }),
      listing(5_000, null, { section: 'Floor' }),
    ];
    const deals = scoreDeals(floor, pounds);
    expect(deals.get(floor[0]!.id)).toMatchObject({
      score: 9,
      reason: '£15 below similar seats in Floor',
    });
  });

  it('keeps a better tier for a cheap best seat', () => {
    const best = [
      listing(13_000, CLUB, { viewQuality: 5 }),
      listing(20_000, CLUB, { viewQuality: 5 }),
      listing(20_000, CLUB, { viewQuality: 5 }),
    ];
    expect(scoreDeals(best, pounds).get(best[0]!.id)).toMatchObject({
      score: 9,
      label: 'Buy Buy Buy!',
    });
  });
});
