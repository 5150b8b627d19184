// TicketNetwork's Mercury: ticket groups read page by page; a hold takes a seat lock known by its
// lockRequestId, which expires upstream unless renewed (a re-lock) or bought; an order buys the
// locked seats. Contract: ADR 0013; fake: fakes/mercury-fake.ts.
import { lockAnswer, orderReference, placeUpstreamOrder } from '../order-answer';
import type { SourceConnector } from '../source-connector';
import { OUR_STATE_WORDS, orderDeliveryAt, upstreamFiles, upstreamState } from '../source-delivery';
import {
  callUpstream,
  getFeedRows,
  MAX_FEED_PAGES,
  type UpstreamEndpoint,
  UpstreamError,
} from '../upstream-http';

const lockIdOf = (body: unknown) => (body as { lockRequestId?: unknown } | null)?.lockRequestId;

/** Releases a Mercury lock by its id; false when the source did not confirm it. */
export async function releaseMercuryLock(
  endpoint: UpstreamEndpoint,
  lockRequestId: string,
): Promise<boolean> {
  try {
    const answer = await callUpstream(
      endpoint,
      'DELETE',
      `/mercury/v5/locks/${encodeURIComponent(lockRequestId)}`,
    );
    return answer.status >= 200 && answer.status < 300;
  } catch (error) {
    if (error instanceof UpstreamError) return false;
    throw error;
  }
}

export function mercuryConnector(endpoint: UpstreamEndpoint): SourceConnector {
  return {
    source: 'ticket_network',
    lock: (request) =>
      lockAnswer(
        () =>
          callUpstream(endpoint, 'POST', '/mercury/v5/locks', {
            ticketGroupId: request.externalId,
            quantity: request.quantity,
          }),
        lockIdOf,
      ),
    relock: (request) => {
      // Nothing to re-request without a lock: take one.
      if (!request.lock) return mercuryConnector(endpoint).lock(request);
      const id = request.lock.lockRequestId;
      return lockAnswer(
        () =>
          callUpstream(endpoint, 'PUT', `/mercury/v5/locks/${encodeURIComponent(id)}`, {
            quantity: request.quantity,
          }),
        lockIdOf,
      );
    },
    release: async (request) => ({
      ok: request.lock ? await releaseMercuryLock(endpoint, request.lock.lockRequestId) : true,
    }),
    placeOrder: async (request) => {
      if (!request.lock) return { ok: false, reason: 'the seats have no Mercury lock to buy' };
      const lockRequestId = request.lock.lockRequestId;
      return placeUpstreamOrder(
        () =>
          callUpstream(endpoint, 'POST', '/mercury/v5/orders', {
            lockRequestId,
            clientReference: orderReference(request.orderId),
          }),
        (body) => (body as { orderId?: unknown } | null)?.orderId,
      );
    },
    // GET /mercury/v5/orders/:id: status, carrier, trackingNumber, transferEmail, documents
    // [{seatIndex, contentBase64}].
    orderDelivery: orderDeliveryAt(endpoint, '/mercury/v5/orders', (body) => {
      const state = upstreamState(body.status, OUR_STATE_WORDS);
      if (!state) return null;
      return {
        state,
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        transferEmail: body.transferEmail,
        reason: body.failureReason,
        files: upstreamFiles(
          body.documents,
          (row) => row.seatIndex,
          (row) => row.contentBase64,
        ),
      };
    }),
    async pullListings() {
      const rows: unknown[] = [];
      for (let page = 1; page <= MAX_FEED_PAGES; page++) {
        const { rows: groups, body } = await getFeedRows(
          endpoint,
          `/mercury/v5/ticketgroups?page=${page}`,
          'ticketGroups',
        );
        rows.push(...groups);
        const totalPages = typeof body.totalPages === 'number' ? body.totalPages : page;
        if (page >= totalPages) break;
      }
      return rows;
    },
  };
}
