import { describe, expect, it } from 'vitest';
import { holdOf, listingOf, paidOrderOf } from '../test-support/fulfilment/fulfilment-fixtures';
import { OPERATOR_HEADERS, useOperatorTestApi } from '../test-support/operator-test-api';

const api = useOperatorTestApi();

async function scrape(): Promise<string> {
  const response = await api.app.inject({
    url: '/api/metrics',
    headers: OPERATOR_HEADERS,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The sum of a metric's samples whose line contains every one of `parts`. */
function sampleSum(text: string, name: string, ...parts: string[]): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(name) && parts.every((part) => line.includes(part)))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describe('/api/metrics', () => {
  it('answers 401 without the operator key and 403 with another key', async () => {
    expect((await api.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await api.app.inject({
      url: '/api/metrics',
      headers: { authorization: 'Bearer not-the-key' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('reprise_');
  });

  it('moves the hold, order, payment and request counters when a hold and an order are made', async () => {
    const before = await scrape();
    await paidOrderOf(api, { section: '110', quantity: 4, priceMinor: 2_500, currency: 'GBP' });
    const after = await scrape();

    const moved = (name: string, ...parts: string[]) =>
      sampleSum(after, name, ...parts) - sampleSum(before, name, ...parts);
    expect(moved('reprise_holds_total', 'outcome="taken"')).toBe(1);
    expect(moved('reprise_orders', 'status="1"')).toBe(1);
    expect(
      moved('reprise_payments_total', 'operation="authorization"', 'outcome="authorized"'),
    ).toBe(1);
    expect(moved('reprise_payments_total', 'operation="capture"', 'outcome="ok"')).toBe(1);
    expect(
      moved('reprise_http_requests_total', 'route="/api/holds"', 'method="POST"', 'status="201"'),
    ).toBe(1);
    expect(after).toContain('reprise_http_request_duration_seconds_bucket');
    expect(after).toContain('reprise_event_loop_delay_p99_seconds');
  });

  it('counts a refused hold', async () => {
    const before = await scrape();
    const listingId = await listingOf(api, {
      section: '111',
      quantity: 1,
      priceMinor: 2_500,
      currency: 'GBP',
    });
    await holdOf(api.app, listingId, 1);
    await expect(holdOf(api.app, listingId, 1)).rejects.toThrow();
    const after = await scrape();
    expect(
      sampleSum(after, 'reprise_holds_total', 'outcome="refused"') -
        sampleSum(before, 'reprise_holds_total', 'outcome="refused"'),
    ).toBe(1);
  });

  it('counts read-cache hits and misses: a second read of the same data is a hit', async () => {
    const before = await scrape();
    const lookups = (text: string, result: string) =>
      sampleSum(text, 'reprise_cache_lookups_total', 'cache="read"', `result="${result}"`);
    const url = '/api/getCurrencyList';
    await api.app.inject({ url });
    const afterFirst = await scrape();
    await api.app.inject({ url });
    const afterSecond = await scrape();
    expect(lookups(afterFirst, 'hit') + lookups(afterFirst, 'miss')).toBeGreaterThan(
      lookups(before, 'hit') + lookups(before, 'miss'),
    );
    expect(lookups(afterSecond, 'hit')).toBeGreaterThan(lookups(afterFirst, 'hit'));
    expect(lookups(afterSecond, 'miss')).toBe(lookups(afterFirst, 'miss'));
  });
});
