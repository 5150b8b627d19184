import { describe, expect, it } from 'vitest';
import { expectBadQueries } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

describe('money routes', () => {
  const api = useTestApi();

  it('GET /getCurrencyList lists the seven currencies in order with USD marked active', async () => {
    const response = await api.app.inject('/api/getCurrencyList');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as {
      code: string;
      content: string;
      name: string;
      active: boolean;
      minor_units: number;
    }[];
    expect(data.map((c) => c.code)).toEqual(['GBP', 'EUR', 'AUD', 'NZD', 'JPY', 'CNY', 'USD']);
    expect(data.filter((c) => c.active).map((c) => c.code)).toEqual(['USD']);
    expect(data.find((c) => c.code === 'GBP')).toMatchObject({
      content: '£',
      name: 'British Pound',
    });
    expect(data.find((c) => c.code === 'JPY')).toMatchObject({ content: '¥', minor_units: 0 });
  });

  describe('GET /getCurrencyData', () => {
    it('answers each market’s currency and GBP (£) when the country is unknown', async () => {
      const expected: Record<string, [string, string]> = {
        uk: ['GBP', '£'],
        gb: ['GBP', '£'],
        us: ['USD', '$'],
        au: ['AUD', 'A$'],
        nz: ['NZD', 'NZ$'],
        de: ['EUR', '€'],
        pt: ['EUR', '€'],
        jp: ['JPY', '¥'],
        noc: ['GBP', '£'],
        zz: ['GBP', '£'],
      };
      for (const [code, [defaultcurrency, symbol]] of Object.entries(expected)) {
        const response = await api.app.inject(`/api/getCurrencyData?countryCode=${code}`);
        expect(response.statusCode).toBe(200);
        expect(response.json(), code).toEqual({ defaultcurrency, symbol });
      }
      const none = await api.app.inject('/api/getCurrencyData');
      expect(none.json()).toEqual({ defaultcurrency: 'GBP', symbol: '£' });
    });

    it('rejects an overlong countryCode', async () => {
      await expectBadQueries(api.app, '/api/getCurrencyData', {
        countryCode: [`?countryCode=${'x'.repeat(11)}`],
      });
    });
  });

  describe('GET /convert', () => {
    const convert = async (query: string) => {
      const response = await api.app.inject(`/api/convert?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data as { result: number; result_major: number; to: string };
    };

    it('rounds into JPY, which has no minor unit, half away from zero', async () => {
      // $1.00 at 151.5 yen per dollar is 151.5 yen: rounds to 152, and -151.5 to -152.
      expect(await convert('amount=100&from=USD&to=JPY')).toMatchObject({
        result: 152,
        result_major: 152,
        to: 'JPY',
      });
      expect((await convert('amount=-100&from=usd&to=jpy')).result).toBe(-152);
      // ¥100 is $0.660066…: 66 cents.
      expect(await convert('amount=100&from=JPY&to=USD')).toMatchObject({
        result: 66,
        result_major: 0.66,
      });
    });

    it('converts between two non-base currencies and leaves same-currency amounts alone', async () => {
      // £10.00 → $12.658… → €11.645… = 1165 cents.
      expect((await convert('amount=1000&from=GBP&to=EUR')).result).toBe(1165);
      expect((await convert('amount=1234&from=AUD&to=AUD')).result).toBe(1234);
    });

    it('rejects bad amounts and unknown currencies, naming the field', async () => {
      await expectBadQueries(api.app, '/api/convert', {
        amount: [
          '?amount=1.5&from=USD&to=GBP',
          '?amount=abc&from=USD&to=GBP',
          '?from=USD&to=GBP',
          '?amount=1e15&from=USD&to=GBP',
        ],
        from: ['?amount=1&from=US&to=GBP', '?amount=1&from=XYZ&to=GBP'],
        to: ['?amount=1&from=USD&to=CHF', '?amount=1&from=USD'],
      });
    });
  });
});
