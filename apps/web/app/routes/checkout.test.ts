// The checkout URL's event id is read before any call: past int4 no event can exist, so the page is
// a 404 rather than an API call the database would refuse.
import { describe, expect, it } from 'vitest';
import { loader } from './checkout';

type LoaderArgs = Parameters<typeof loader>[0];

async function statusOf(event: string): Promise<number | undefined> {
  const request = new Request(`http://localhost/concerts/pop/band/${event}/checkout`);
  const args = {
    params: { genre: 'pop', performer: 'band', event },
    // Reading the context would mean the id got through to an API call.
    context: new Proxy(
      {},
      {
        get: () => {
          throw new Error('the loader called the API');
        },
      },
    ),
    request,
  } as unknown as LoaderArgs;
  try {
    await loader(args);
    return undefined;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe('checkout loader', () => {
  it.each(['show+2147483648', 'show+99999999999', 'show+0', 'show'])(
    'answers 404 for the event segment %s without calling the API',
    async (segment) => {
      expect(await statusOf(segment)).toBe(404);
    },
  );
});
