import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlBody } from '../test-support/graphql-request';
import { ensureReferenceData, setEventListings } from '../test-support/listings/test-fixtures';
import { useTestApi } from '../test-support/use-test-api';

interface Card {
  event_id: number;
  listingDtls: { minPrice: number | null; minPriceMinor: number | null; currency: string | null };
}

describe('filterListings price band (the cards\' "from" price)', () => {
  const api = useTestApi();
  const db = () => api.db;

  const filter = async (input: Record<string, unknown>) => {
    const body = await graphqlBody(
      api.app,
      'query($input: EventFilterInput){ filterListings(input: $input){ event_id listingDtls { minPrice minPriceMinor currency } } }',
      { input },
    );
    expect(body.errors).toBeUndefined();
    return (body.data as { filterListings: Card[] }).filterListings;
  };

  beforeAll(() => ensureReferenceData(db().handle.db));

  it('keeps the events whose from price lies in the band, in the asked currency', async () => {
    const three = await filter({ country_code: 'uk', limit: 3 });
    expect(three).toHaveLength(3);
    const [cheap, dear, empty] = three.map((c) => c.event_id) as [number, number, number];
    await setEventListings(db().handle.db, cheap, [
      // 70.00 + 5.00 fees = 75.00 all-in: the from price, below the dearer listing's
      { section: 'A', quantity: 2, priceMinor: 7_000, feesMinor: 500, currency: 'GBP' },
      { section: 'B', quantity: 2, priceMinor: 20_000, currency: 'GBP' },
    ]);
    // 100.00 + 10 % tax = 110.00 all-in; the 10.00 tickets sell only all 14 together, more than
    // a buyer may take, so the event page leaves them out and so does the from price.
    await setEventListings(db().handle.db, dear, [
      { section: 'A', quantity: 2, priceMinor: 10_000, taxRateBp: 1_000, currency: 'GBP' },
      { section: 'C', quantity: 14, splitRule: 5, priceMinor: 1_000, currency: 'GBP' },
    ]);
    // Sold out: nothing buyable, so no from price and never in a band.
    await setEventListings(db().handle.db, empty, [
      { section: 'A', quantity: 0, priceMinor: 100, currency: 'GBP' },
    ]);
    const ids = [cheap, dear, empty];
    const band = async (input: Record<string, unknown>) =>
      (await filter({ country_code: 'uk', limit: 100, days: 3660, ...input }))
        .map((c) => c.event_id)
        .filter((id) => ids.includes(id));

    const cards = await filter({ country_code: 'uk', limit: 3, toCurrencyCode: 'GBP' });
    expect(cards.map((c) => c.listingDtls.minPriceMinor)).toEqual([7_500, 11_000, null]);
    expect(await band({ toCurrencyCode: 'GBP', max_price: 80 })).toEqual([cheap]);
    expect(await band({ toCurrencyCode: 'GBP', max_price: 75 })).toEqual([cheap]);
    expect(await band({ toCurrencyCode: 'GBP', max_price: 74.99 })).toEqual([]);
    expect(await band({ toCurrencyCode: 'GBP', min_price: 100 })).toEqual([dear]);
    expect(await band({ toCurrencyCode: 'GBP', min_price: 75, max_price: 110 })).toEqual([
      cheap,
      dear,
    ]);

    // In euros the band is compared with the card's own euro from price.
    const [euroCard] = (
      await filter({ country_code: 'uk', limit: 3, toCurrencyCode: 'EUR' })
    ).filter((c) => c.event_id === cheap);
    const euros = euroCard!.listingDtls.minPrice!;
    expect(euroCard!.listingDtls.currency).toBe('EUR');
    expect(await band({ toCurrencyCode: 'EUR', max_price: euros })).toContain(cheap);
    expect(await band({ toCurrencyCode: 'EUR', max_price: euros - 0.01 })).not.toContain(cheap);
  });

  it('refuses a band that ends below its start, naming the field', async () => {
    const body = await graphqlBody(
      api.app,
      'query($input: EventFilterInput){ filterListings(input: $input){ event_id } }',
      { input: { min_price: 50, max_price: 10 } },
    );
    expect(JSON.stringify(body.errors)).toContain('max_price must not be below min_price');
  });
});
