// The sync against real HTTP fakes of all four sources: a pull lands everything; an upstream that
// fails for a moment is retried with backoff; one that stays down is reported while its listings
// keep serving and nothing of it is withdrawn; a listing gone from a pull is withdrawn.
import { listings } from '@reprise/db/schema/listings';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../cache/read-cache';
import { eventWithListings } from '../../test-support/checkout/checkout-fixtures';
import {
  type AutomatiqFake,
  startAutomatiqFake,
} from '../../test-support/sources/fakes/automatiq-fake';
import { type MercuryFake, startMercuryFake } from '../../test-support/sources/fakes/mercury-fake';
import {
  type MyticketsFake,
  startMyticketsFake,
} from '../../test-support/sources/fakes/mytickets-fake';
import { startTevoFake, type TevoFake } from '../../test-support/sources/fakes/tevo-fake';
import {
  automatiqRow,
  mercuryRow,
  myticketsRow,
  testSourcesConfig,
  tevoRow,
} from '../../test-support/sources/source-test-support';
import { useTestApi } from '../../test-support/use-test-api';
import { configuredConnectors } from '../source-registry';
import type { RetryPolicy } from '../upstream-http';
import { syncSources } from './sync-job';

const QUICK_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('sources sync against the fakes', () => {
  let tevo: TevoFake;
  let mercury: MercuryFake;
  let automatiq: AutomatiqFake;
  let mytickets: MyticketsFake;
  beforeAll(async () => {
    tevo = await startTevoFake({ token: 'tevo-upstream-token' });
    mercury = await startMercuryFake();
    automatiq = await startAutomatiqFake();
    mytickets = await startMyticketsFake();
  });
  afterAll(async () => {
    await Promise.all([tevo, mercury, automatiq, mytickets].map((fake) => fake.close()));
  });
  const api = useTestApi();
  const connectors = () => {
    const config = testSourcesConfig(
      {
        tevo: tevo.url,
        ticket_network: mercury.url,
        automatiq: automatiq.url,
        mytickets: mytickets.url,
      },
      300,
    );
    config.sources.tevo!.token = 'tevo-upstream-token';
    return configuredConnectors(config);
  };
  const cache = new ReadCache();
  const ctx = () => ({ db: api.db.handle.db, cache, log: silent });

  it('pulls every source, retries a flaky one, and withdraws what vanished', async () => {
    const { eventId } = await eventWithListings(api.db.handle.db, []);
    // More than one page of tevo (100 per page) and of Mercury (50 per page).
    tevo.state.ticketGroups = Array.from({ length: 120 }, (_, i) => tevoRow(eventId, 10_000 + i));
    mercury.state.ticketGroups = Array.from({ length: 60 }, (_, i) =>
      mercuryRow(eventId, 20_000 + i),
    );
    automatiq.state.listings = [automatiqRow(eventId, 'AQ-1'), automatiqRow(eventId, 'AQ-2')];
    mytickets.state.listings = [myticketsRow(eventId, 'MT-1')];
    tevo.failNext('5xx');
    automatiq.failNext('timeout');
    // A full pull is everything a source offers: the demo's generated listings are not in it.
    const generated = (
      await api.db.handle.db.select().from(listings).where(ne(listings.status, 'withdrawn'))
    ).length;

    const first = await syncSources(ctx(), connectors(), { retry: QUICK_RETRY });
    expect(first.totals).toEqual({
      added: 183,
      updated: 0,
      withdrawn: generated,
      rejected: 0,
      failedSources: [],
    });
    const byName = new Map(first.results.map((r) => [r.source, r]));
    expect(byName.get('tevo')!.attempts).toBe(2);
    expect(byName.get('automatiq')!.attempts).toBe(2);

    const again = await syncSources(ctx(), connectors(), { retry: QUICK_RETRY });
    expect(again.totals).toEqual({
      added: 0,
      updated: 0,
      withdrawn: 0,
      rejected: 0,
      failedSources: [],
    });

    mytickets.state.listings = [];
    automatiq.state.listings[0]!.price = '60.00';
    const third = await syncSources(ctx(), connectors(), { retry: QUICK_RETRY });
    expect(third.totals).toMatchObject({ updated: 1, withdrawn: 1 });
    const [gone] = await api.db.handle.db
      .select()
      .from(listings)
      .where(eq(listings.externalId, 'MT-1'));
    expect(gone!.status).toBe('withdrawn');
  });

  it('an upstream that stays down fails its sync after retries; the catalogue keeps serving', async () => {
    const { eventId } = await eventWithListings(api.db.handle.db, [], 1);
    mercury.state.ticketGroups = [mercuryRow(eventId, 30_001), mercuryRow(eventId, 30_002)];
    await syncSources(ctx(), connectors(), { retry: QUICK_RETRY });

    mercury.down('timeout');
    tevo.down('5xx');
    try {
      const before = mercury.calls.length;
      const outage = await syncSources(ctx(), connectors(), { retry: QUICK_RETRY });
      expect(outage.totals.failedSources.sort()).toEqual(['tevo', 'ticket_network']);
      expect(mercury.calls.length - before).toBe(QUICK_RETRY.attempts);
      // The other sources still synced, and the down source's listings were not withdrawn.
      expect(
        outage.results
          .filter((r) => r.ok)
          .map((r) => r.source)
          .sort(),
      ).toEqual(['automatiq', 'mytickets']);
      const kept = await api.db.handle.db
        .select()
        .from(listings)
        .where(eq(listings.eventId, eventId));
      expect(kept.map((r) => r.status)).toEqual(['active', 'active']);
      const page = await api.app.inject(`/api/event/listings?eventId=${eventId}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().data.listings.length).toBe(2);
    } finally {
      mercury.down(null);
      tevo.down(null);
    }
    // Back up: the next round syncs it.
    const recovered = await syncSources(ctx(), connectors(), { retry: QUICK_RETRY });
    expect(recovered.totals.failedSources).toEqual([]);
  });
});
