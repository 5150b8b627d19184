// What a source is to Reprise beyond checkout's seam (source-adapter.ts): a place to pull its
// current listings from, and the reporter of its orders' delivery (source-delivery.ts). Push
// sources also post to /insert/* (routes.ts); a configured source answers both ways.
import type { SourceName } from '@reprise/domain/schemas/sources';
import type { SourceAdapter } from './source-adapter';
import type { SourceDelivery } from './source-delivery';

/** One external ticketing system: checkout's adapter plus the pull of its listings. */
export interface SourceConnector extends SourceAdapter, SourceDelivery {
  readonly source: SourceName;
  /**
   * Every listing the source now offers, as its raw rows (mapped by packages/domain/src/sources).
   * Throws UpstreamError when the source cannot be read; the caller retries.
   */
  pullListings(): Promise<unknown[]>;
}
