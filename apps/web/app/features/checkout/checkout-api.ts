import type { ApiClient } from '../../lib/api-client';
import type { Hold, PaymentInput, PaymentResponse, PromoData, Quote } from './checkout-types';

// The checkout calls of the API contract (ADR 0010): holds, promo codes, payment and orders.

/**
 * Holds `quantity` seats of a listing for this tab's hold session (201 new, 200 the same);
 * `challenge` carries a solved proof-of-work challenge after the API asked for one.
 */
export async function createHold(
  api: ApiClient,
  input: { listingId: number; quantity: number; sessionId: string; challenge?: string },
): Promise<Hold> {
  return (await api.post<{ data: Hold }>('/api/holds', { ...input })).data;
}

/** A hold of this session, whatever its status (the quote again after a sign-in). */
export async function fetchHold(api: ApiClient, holdId: number, sessionId: string): Promise<Hold> {
  return (await api.get<{ data: Hold }>(`/api/holds/${holdId}`, { sessionId })).data;
}

/** Releases holds of this session by hold id (the countdown reached 00:00). */
export async function releaseHold(api: ApiClient, holdIds: number[], sessionId: string) {
  return api.post<{ data: { released: number } }>('/api/releaseHold', { ids: holdIds, sessionId });
}

/** Checks a promo code against the hold; the answer carries the quote with it applied. */
export async function validatePromoCode(
  api: ApiClient,
  input: { code: string; holdId: number; sessionId: string },
): Promise<{ promoData: PromoData; quote: Quote }> {
  return (
    await api.post<{ data: { promoData: PromoData; quote: Quote } }>('/api/validatePromoCode', {
      ...input,
    })
  ).data;
}

/** Pays for the hold; one Idempotency-Key per attempt (a network retry reuses it). */
export async function payForHold(
  api: ApiClient,
  input: PaymentInput,
  idempotencyKey: string,
): Promise<PaymentResponse> {
  const answer = await api.post<{ data: { responseData: PaymentResponse } }>(
    '/api/setpaymentProcess',
    { ...input },
    { 'Idempotency-Key': idempotencyKey },
  );
  return answer.data.responseData;
}
