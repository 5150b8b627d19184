// How a source reports an order's delivery (ADR 0013, docs/decisions/0019-fulfilment.md): each
// connector asks its API about one order and maps the answer to this shape; the fulfilment poll
// turns it into delivery moves. A source that cannot be asked answers null: the poll tries later.
import type { SourceName } from '@reprise/domain/schemas/sources';
import {
  callUpstream,
  type UpstreamAnswer,
  type UpstreamEndpoint,
  UpstreamError,
} from './upstream-http';

/** Where the order stands at the source. */
export const UPSTREAM_DELIVERY_STATES = [
  'pending',
  'shipped',
  'transferred',
  'delivered',
  'failed',
] as const;
export type UpstreamDeliveryState = (typeof UPSTREAM_DELIVERY_STATES)[number];

/** A ticket file the source handed over (base64 in its answer). */
export interface UpstreamTicketFile {
  ticketIndex: number;
  contentType: string;
  bytes: Buffer;
}

/** One order's delivery as the source reports it. */
export interface UpstreamDelivery {
  state: UpstreamDeliveryState;
  carrier: string | null;
  trackingNumber: string | null;
  /** The address the source transferred the tickets to (eTransfer). */
  transferEmail: string | null;
  files: UpstreamTicketFile[];
  /** Why it failed, in the source's words. */
  reason: string | null;
}

/** The order a source is asked about. */
export interface DeliveryQuery {
  orderId: number;
  externalOrderId: string | null;
}

/** A source that reports its orders' delivery. */
export interface SourceDelivery {
  orderDelivery(query: DeliveryQuery): Promise<UpstreamDelivery | null>;
}

/** The delivery reporters of the connected sources, by source name. */
export interface DeliveryRegistry {
  readonly sources: readonly SourceName[];
  of(source: string): SourceDelivery | null;
}

/** No source connected: nothing reports delivery. */
export const NO_DELIVERY_SOURCES: DeliveryRegistry = { sources: [], of: () => null };

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The state words of a source that reports delivery in our own words. */
export const OUR_STATE_WORDS: Record<string, UpstreamDeliveryState> = Object.fromEntries(
  UPSTREAM_DELIVERY_STATES.map((state) => [state, state]),
);

/** A source's state word as ours, or null when it says something we do not know. */
export function upstreamState(
  value: unknown,
  words: Record<string, UpstreamDeliveryState>,
): UpstreamDeliveryState | null {
  return typeof value === 'string' ? (words[value.toLowerCase()] ?? null) : null;
}

/** Base64 files of an answer as ticket files; rows that are not files are skipped. */
export function upstreamFiles(
  rows: unknown,
  indexOf: (row: Record<string, unknown>) => unknown,
  dataOf: (row: Record<string, unknown>) => unknown,
): UpstreamTicketFile[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const index = Number(indexOf(row as Record<string, unknown>));
    const data = dataOf(row as Record<string, unknown>);
    if (!Number.isInteger(index) || index < 0 || typeof data !== 'string' || data === '') return [];
    return [
      { ticketIndex: index, contentType: 'application/pdf', bytes: Buffer.from(data, 'base64') },
    ];
  });
}

/**
 * Asks a source about one order: a 2xx answer is mapped by `map` (null when it names no known
 * state), anything else — or no answer — is null, for the next round.
 */
export async function readUpstreamDelivery(
  query: DeliveryQuery,
  send: (externalOrderId: string) => Promise<UpstreamAnswer>,
  map: (body: Record<string, unknown>) =>
    | (Omit<UpstreamDelivery, 'carrier' | 'trackingNumber' | 'transferEmail' | 'reason'> & {
        carrier?: unknown;
        trackingNumber?: unknown;
        transferEmail?: unknown;
        reason?: unknown;
      })
    | null,
): Promise<UpstreamDelivery | null> {
  if (!query.externalOrderId) return null;
  try {
    const answer = await send(query.externalOrderId);
    if (
      answer.status < 200 ||
      answer.status >= 300 ||
      !answer.body ||
      typeof answer.body !== 'object'
    ) {
      return null;
    }
    const mapped = map(answer.body as Record<string, unknown>);
    if (!mapped) return null;
    return {
      state: mapped.state,
      files: mapped.files,
      carrier: text(mapped.carrier),
      trackingNumber: text(mapped.trackingNumber),
      transferEmail: text(mapped.transferEmail),
      reason: text(mapped.reason),
    };
  } catch (error) {
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}

/** What a source's order answer maps to: our delivery, its texts not checked yet. */
type DeliveryOf = Parameters<typeof readUpstreamDelivery>[2];

/** The `orderDelivery` of a source whose order `id` is read with GET `<ordersPath>/<id>`. */
export function orderDeliveryAt(endpoint: UpstreamEndpoint, ordersPath: string, map: DeliveryOf) {
  return (query: DeliveryQuery) =>
    readUpstreamDelivery(
      query,
      (id) => callUpstream(endpoint, 'GET', `${ordersPath}/${encodeURIComponent(id)}`),
      map,
    );
}
