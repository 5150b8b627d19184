import { MAX_TICKET_QUANTITY } from '@reprise/domain/constants';
import { signUpFan } from '../../e2e/support/signed-in-fan';
import { PAGE_HEADERS } from './page-paths';
import type { BenchTarget } from './run-autocannon';

// Enough paths that the cycle is long; the quantities repeat every MAX_TICKET_QUANTITY requests.
const QUANTITY_PATH_COUNT = 1_200;

/**
 * The event page as fans see it on an on-sale, beyond the one anonymous view: signed in (every
 * fan's page is theirs, not the cache's, unless the page is shared with them), and with the
 * quantity changing from one request to the next (1, 2, … 12, 1, …), as fans pick theirs.
 */
export async function eventPageVariantTargets(
  baseUrl: string,
  dataDir: string,
  eventPath: string,
): Promise<BenchTarget[]> {
  const fan = await signUpFan(
    { baseUrl, dataDir },
    { email: 'bench.fan@example.com', firstName: 'Bench', lastName: 'Fan' },
  );
  const cookie = fan.pageCookie;
  const quantityPaths = Array.from(
    { length: QUANTITY_PATH_COUNT },
    (_, i) => `${eventPath}?quantity=${(i % MAX_TICKET_QUANTITY) + 1}`,
  );
  return [
    { name: 'event page, signed in', path: eventPath, headers: { ...PAGE_HEADERS, cookie } },
    {
      name: 'event page, new quantity each request',
      path: `${eventPath}?quantity={1–${MAX_TICKET_QUANTITY} in turn}`,
      paths: quantityPaths,
      headers: { ...PAGE_HEADERS },
      // Measured from cold: the first request of each quantity renders it.
      warmUp: false,
    },
  ];
}
