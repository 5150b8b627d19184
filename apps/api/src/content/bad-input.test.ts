import { describe, expect, it } from 'vitest';
import { postForm, postRaw } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

// Odd values a visitor or a fuzzer may send; no route of content, geo or money may answer 5xx.
const VALUES = [
  '%01',
  '%7F',
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '%00',
  '%27%20or%201%3D1--',
  '%3Cscript%3E',
  'x'.repeat(5000),
  '%E2%82%AC',
  '%F0%9F%8E%AB',
  '..%2F..%2Fetc',
];
const GET_ROUTES: [string, string[]][] = [
  ['/api/getFaqList', ['category']],
  ['/api/getPageDetails', ['page']],
  ['/api/getHeaderMenu', ['region']],
  ['/api/getMetaContent', ['page']],
  ['/api/getBlogContent', ['blogid', 'page', 'limit']],
  ['/api/getCountryCode', ['countryCode']],
  ['/api/getLocation', ['ip']],
  ['/api/nearestCity', ['lat', 'lng']],
  ['/api/cities', ['city_name_search', 'limit', 'offset']],
  ['/api/city', ['city_name_search', 'id']],
  ['/api/order/get-states', ['country_id']],
  ['/api/getCurrencyData', ['countryCode']],
  ['/api/convert', ['amount', 'from', 'to']],
];
const POST_ROUTES: [string, string[]][] = [
  ['/api/homebanner', ['x']],
  ['/api/getMetaContent', ['page']],
  ['/api/getBlogContent', ['blogid', 'page', 'limit']],
  ['/api/getCountryCode', ['countryCode']],
  ['/api/getCarouselData', ['keys']],
];

describe('content, geo and money routes under bad input', () => {
  const api = useTestApi();

  it('never answers 5xx to odd query values, repeated parameters or form fields', async () => {
    for (const [path, params] of GET_ROUTES) {
      for (const param of params) {
        for (const value of VALUES) {
          const url = `${path}?${param}=${value}`;
          const response = await api.app.inject(url);
          expect(response.statusCode, url).toBeLessThan(500);
        }
        const repeated = await api.app.inject(`${path}?${param}=1&${param}=2`);
        expect(repeated.statusCode, `${path} repeated ${param}`).toBeLessThan(500);
      }
    }
    for (const [path, params] of POST_ROUTES) {
      for (const param of params) {
        for (const value of VALUES) {
          const response = await postForm(api.app, path, `${param}=${value}`);
          expect(response.statusCode, `${path} ${param}=${value}`).toBeLessThan(500);
        }
      }
    }
  });

  it('never answers 5xx to odd JSON bodies', async () => {
    const bodies = ['[]', 'null', '"x"', '{"page":{}}', '{"keys":{"a":1}}', '{"blogid":[1]}', '{'];
    for (const [path] of POST_ROUTES) {
      for (const body of bodies) {
        const response = await postRaw(api.app, path, 'application/json', body);
        expect(response.statusCode, `${path} ${body}`).toBeLessThan(500);
      }
    }
  });
});
