import { describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { englishText } from '../../../test-support/english-text';
import { type ApiClient, ApiRequestError } from '../../lib/api-client';
import { translator } from '../../lib/i18n/catalogue';
import { eventPageText, loadEventPage } from './event-page-data';
import { testAnswer } from './event-page-test-data';

const PATH = '/sports/epl/arsenal/arsenal-vs-chelsea+77';

function load(
  url: string,
  get: ApiClient['get'],
  cookie?: string,
  countryCode: string | null = null,
) {
  return loadEventPage({
    api: { get } as ApiClient,
    // A bare request: the test environment's Request drops a Cookie header, as browsers do.
    request: {
      url: `http://localhost${url}`,
      headers: { get: (name: string) => (name === 'cookie' ? (cookie ?? null) : null) },
    } as unknown as Request,
    countryCode,
    eventSegment: url.split('?')[0]!.split('/').at(-1)!,
    text: englishText,
  });
}

async function thrown(
  promise: Promise<unknown>,
): Promise<Response | { init?: { status?: number } }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

const statusOf = (error: Response | { init?: { status?: number } }) =>
  error instanceof Response ? error.status : error.init?.status;

describe('loadEventPage', () => {
  it('asks the API for the view the URL names, in the currency of the cookie', async () => {
    const get = vi.fn(async () => ({ data: testAnswer() }));
    const data = await load(
      `${PATH}?quantity=4&sort=price-asc&min=30&section=s101&instant=1`,
      get as unknown as ApiClient['get'],
      'currency_to=EUR',
    );
    expect(get).toHaveBeenCalledWith('/api/event/listings', {
      eventId: 77,
      toCurrencyCode: 'EUR',
      quantity: 4,
      sort: 'price-asc',
      minPrice: 30,
      maxPrice: null,
      zone: null,
      section: 's101',
      ticketType: null,
      instant: 'true',
      accessible: undefined,
      limit: 10,
    });
    expect(data.view).toMatchObject({ quantity: 4, section: 's101' });
    // The seat map links keep the page's view.
    expect(data.page.seatMap?.markup).toContain(`href="${PATH}?quantity=4&amp;sort=price-asc`);
  });

  it('falls back to GBP for a currency cookie we do not offer', async () => {
    const get = vi.fn(async () => ({ data: testAnswer() }));
    await load(PATH, get as unknown as ApiClient['get'], 'currency_to=XYZ');
    expect(get).toHaveBeenCalledWith(
      '/api/event/listings',
      expect.objectContaining({ toCurrencyCode: 'GBP' }),
    );
  });

  it('sends a stale slug to the current address with its view, and 404s what is no event', async () => {
    const get = vi.fn(async () => ({ data: testAnswer() })) as unknown as ApiClient['get'];
    const moved = await thrown(
      load('/sports/epl/arsenal/old-name+77?quantity=3', get, undefined, 'uk'),
    );
    expect(statusOf(moved)).toBe(301);
    expect((moved as Response).headers.get('location')).toBe(`/uk${PATH}?quantity=3`);

    expect(statusOf(await thrown(load('/sports/epl/arsenal/no-id-here', get)))).toBe(404);
    const missing = vi.fn(async () => {
      throw new ApiRequestError(404, { code: 'EVENT_NOT_FOUND' });
    }) as unknown as ApiClient['get'];
    expect(statusOf(await thrown(load(PATH, missing)))).toBe(404);
    // An id the API refuses as malformed (too large) is no event either: 404, not an error page.
    const refused = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'VALIDATION_FAILED', field: 'eventId' });
    }) as unknown as ApiClient['get'];
    expect(statusOf(await thrown(load(PATH, refused)))).toBe(404);
  });

  it('titles the page with the event name, venue and date', async () => {
    const get = vi.fn(async () => ({ data: testAnswer() })) as unknown as ApiClient['get'];
    const { title, description } = eventPageText(
      await load(PATH, get),
      translator({ language: 'en', messages: en }),
    );
    expect(title).toBe(
      'Arsenal vs Chelsea Tickets | Emirates Stadium | Sat, Mar 7, 2026 @ 3:00 PM GMT | Reprise',
    );
    expect(description).toContain('Emirates Stadium, London, England');
  });
});
