// Shared by the sources tests: keys, configs pointing at the fakes, and quick row builders.
import type { SourceName } from '@reprise/domain/schemas/sources';
import type { SourcesConfig } from '../../sources/sources-config';

export const TEST_SOURCE_KEYS: Record<SourceName, string> = {
  tevo: 'tevo-test-key-0123456789',
  ticket_network: 'mercury-test-key-0123456789',
  automatiq: 'automatiq-test-key-0123456789',
  mytickets: 'mytickets-test-key-0123456789',
};

/** Every source with its ingest key, and upstream URLs for the ones given. */
export function testSourcesConfig(
  urls: Partial<Record<SourceName, string>> = {},
  timeoutMs = 2_000,
): SourcesConfig {
  const sources: SourcesConfig['sources'] = {};
  for (const [source, key] of Object.entries(TEST_SOURCE_KEYS) as [SourceName, string][]) {
    sources[source] = { ingestKey: key, baseUrl: urls[source] };
  }
  return { sources, timeoutMs, syncIntervalMs: 0 };
}

export const tevoRow = (eventId: number, id: number, price = '100.00', quantity = 4) => ({
  id,
  event_id: eventId,
  section: `1${id % 100}`,
  row: 'C',
  available_quantity: quantity,
  retail_price: price,
  wholesale_price: '80.00',
  currency: 'USD',
  format: 'Eticket',
  in_hand: true,
  public_notes: 'Clear view',
});

export const mercuryRow = (eventId: number, id: number, price = 120, available = 6) => ({
  ticketGroupId: id,
  eventId,
  seats: { section: `M${id % 100}`, row: 'B', lowSeat: 1, highSeat: available },
  quantity: { available },
  pricing: {
    retailPrice: { value: price, currencyCode: 'USD' },
    wholesalePrice: { value: price - 20, currencyCode: 'USD' },
  },
  stockType: 'ELECTRONIC',
  isInstantDelivery: true,
});

export const automatiqRow = (eventId: number, id: string, price = '55.00') => ({
  listing_id: id,
  event_id: eventId,
  section: 'Upper 3',
  row: 'K',
  quantity: 2,
  price,
  currency: 'USD',
  stock_type: 'MOBILE_TRANSFER',
});

export const myticketsRow = (eventId: number, id: string, priceMinor = 4_500) => ({
  externalId: id,
  eventId,
  section: 'Stalls',
  row: 'H',
  quantity: 3,
  ticketTypeId: 1,
  priceMinor,
  currency: 'GBP',
});
