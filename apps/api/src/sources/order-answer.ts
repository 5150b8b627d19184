import type { UpstreamLockResult, UpstreamOrderResult } from './source-adapter';
import {
  DEFAULT_RETRY,
  type RetryPolicy,
  refusalReason,
  type UpstreamAnswer,
  UpstreamError,
  withRetry,
} from './upstream-http';

// An order is sent with our own reference (reprise-order-<id>) that the source keeps: trying the
// same order again after a lost answer finds the first one instead of buying twice.
/** Our reference of an order at every source. */
export const orderReference = (orderId: number) => `reprise-order-${orderId}`;

/** Retries for placing an order: few and quick, the buyer is waiting for the answer. */
export const ORDER_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 200, maxDelayMs: 1_000 };

/**
 * Places an order with `send`, retrying when no answer came back; 2xx is accepted (the id read by
 * `orderIdOf`), any other answer — or none after the retries — is a refusal.
 */
export async function placeUpstreamOrder(
  send: () => Promise<UpstreamAnswer>,
  orderIdOf: (body: unknown) => unknown,
  retry: RetryPolicy = ORDER_RETRY,
): Promise<UpstreamOrderResult> {
  try {
    const answer = await withRetry(retry ?? DEFAULT_RETRY, send);
    if (answer.status >= 200 && answer.status < 300) {
      const id = orderIdOf(answer.body);
      return { ok: true, externalOrderId: id === undefined || id === null ? null : String(id) };
    }
    return { ok: false, reason: refusalReason(answer, 'the source refused the order') };
  } catch (error) {
    if (error instanceof UpstreamError) {
      return { ok: false, reason: `the source could not take the order: ${error.message}` };
    }
    throw error;
  }
}

/** A lock call's answer as checkout's result; no answer at all is a refusal (seats not locked). */
export async function lockAnswer(
  send: () => Promise<UpstreamAnswer>,
  lockIdOf: (body: unknown) => unknown,
): Promise<UpstreamLockResult> {
  try {
    const answer = await send();
    const id = lockIdOf(answer.body);
    if (answer.status >= 200 && answer.status < 300 && typeof id === 'string' && id !== '') {
      return { ok: true, lock: { lockRequestId: id } };
    }
    return { ok: false, reason: refusalReason(answer, 'the source refused the lock') };
  } catch (error) {
    if (error instanceof UpstreamError) {
      return { ok: false, reason: `the source could not lock the seats: ${error.message}` };
    }
    throw error;
  }
}
