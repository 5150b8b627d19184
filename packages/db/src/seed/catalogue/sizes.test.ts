import { GENRE_GROUPS } from '@reprise/domain/categories';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../prng';
import type { DemoDataSize } from '../seed-demo';
import { buildEvents } from './build-events';
import { ListingFactory } from './build-listings';
import { buildPerformers } from './build-performers';
import { buildPlaces } from './build-places';
import { CORE_PERFORMERS, CORE_VENUES, SIZE_PROFILES } from './sizes';

const NOW = new Date('2026-11-21T10:00:00Z');
const YEAR_MS = 366 * 86_400_000;

function plan(size: DemoDataSize) {
  const profile = SIZE_PROFILES[size];
  const places = buildPlaces(
    (venue) => !profile.coreOnly || CORE_VENUES.has(venue.name),
    () => null,
    1,
    1,
  );
  const { performers } = buildPerformers(
    (name) => !profile.coreOnly || CORE_PERFORMERS.has(name),
    1,
  );
  const events = buildEvents(performers, places.venues, profile.events, NOW, 1);
  return { places, performers, events };
}

describe.each(['test', 'demo', 'bench'] as const)('the %s size', (size) => {
  const { places, performers, events } = plan(size);

  it('holds every must-have performer and venue', () => {
    const names = new Set(performers.map((p) => p.name));
    for (const name of CORE_PERFORMERS) expect(names).toContain(name);
    const venues = new Set(places.venues.map((v) => v.seed.name));
    for (const name of CORE_VENUES) expect(venues).toContain(name);
  });

  it('plans its events over the next 12 months with 3+ bookable ones per category', () => {
    expect(events).toHaveLength(SIZE_PROFILES[size].events);
    for (const event of events) {
      expect(event.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(event.startsAt.getTime()).toBeLessThan(NOW.getTime() + YEAR_MS);
    }
    for (const categoryId of [1, 2, 3, 4, 5]) {
      const bookable = events.filter(
        (e) => e.performer.categoryId === categoryId && e.status !== 'cancelled',
      );
      expect(bookable.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('pits every home team against another team of its league', () => {
    const games = events.filter((e) => e.performer.categoryId === 1);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.away).not.toBeNull();
      expect(game.away!.id).not.toBe(game.performer.id);
      expect(game.away!.leagueId).toBe(game.performer.leagueId);
      expect(game.name.startsWith(`${game.performer.name} vs ${game.away!.name}`)).toBe(true);
    }
  });
});

describe('the demo size', () => {
  const { places, performers, events } = plan('demo');

  it('spans every genre group, special events and the four markets', () => {
    expect(performers.length).toBeGreaterThanOrEqual(400);
    for (const genre of GENRE_GROUPS) {
      expect(performers.filter((p) => p.genreId === genre.id).length).toBeGreaterThanOrEqual(5);
    }
    expect(performers.filter((p) => p.genreId === null).length).toBeGreaterThanOrEqual(10);
    expect(places.venues.length).toBeGreaterThanOrEqual(150);
    const countries = new Set(places.venues.map((v) => v.city.countryCode));
    expect([...countries].sort()).toEqual(['au', 'nz', 'uk', 'us']);
    expect(new Set(places.venues.map((v) => v.seed.name)).size).toBe(places.venues.length);
  });

  it('has hot, nearly sold out, rescheduled, postponed and cancelled events', () => {
    const count = (test: (e: (typeof events)[number]) => boolean) => events.filter(test).length;
    expect(count((e) => e.isHot)).toBeGreaterThan(100);
    expect(count((e) => e.nearlySoldOut)).toBeGreaterThan(50);
    expect(count((e) => e.status === 'cancelled')).toBeGreaterThan(20);
    expect(count((e) => e.status === 'postponed')).toBeGreaterThan(20);
    expect(count((e) => e.status === 'rescheduled')).toBeGreaterThan(20);
    for (const e of events.filter((x) => x.status === 'rescheduled')) {
      expect(e.name).toMatch(/ \(Rescheduled from \d{4}-\d{2}-\d{2}\)$/);
    }
  });

  it('leaves fewer than 10 tickets in total for a nearly sold out event', () => {
    const factory = new ListingFactory(createPrng(1), 1, NOW);
    for (const event of events.filter((e) => e.nearlySoldOut).slice(0, 50)) {
      const rows = factory.listingsOf(event, 40);
      const quantity = rows.reduce((sum, row) => sum + (row[8] as number), 0);
      expect(quantity).toBeLessThan(10);
      expect(quantity).toBeGreaterThan(0);
    }
  });
});
