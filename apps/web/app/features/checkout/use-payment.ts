import { PAYMENT_SUCCESS_RESPONSE_CODE } from '@reprise/domain/ids';
import { useState } from 'react';
import { ApiRequestError, browserApi } from '../../lib/api-client';
import { failureMessage } from '../account/failure-message';
import { fetchOrder } from '../my-tickets/my-tickets-api';
import { payForHold } from './checkout-api';
import type { Order, PaymentInput, PaymentResponse } from './checkout-types';
import type { PayField, ServerFieldErrors } from './pay-form';
import type { NextAction } from './payment-fields';

/** Why a payment did not go through, when the gateway gave no message of its own. */
export const DECLINE_REASONS: Record<PaymentResponse['status'], string> = {
  success: 'The payment could not be completed.',
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card was declined for insufficient funds.',
  failed: 'The ticket seller could not confirm this order.',
  requires_action: 'Your bank asks you to confirm this payment.',
};
export const PAYMENT_UNREACHABLE =
  "We couldn't reach our payment service, so nothing was charged. Please try again.";
export const PAYMENT_IN_PROGRESS =
  'Your payment is still being processed. Wait a moment before you try again.';

/** What a pay attempt ended in, for the page to show. */
export type PaymentOutcome =
  | { kind: 'paid'; order: Order | null; orderId: number }
  | { kind: 'failed'; reason: string }
  /** The bank asks the buyer to confirm (3-D Secure); pay again with its authorizationId after. */
  | { kind: 'action'; nextAction: NextAction }
  | { kind: 'fields'; errors: ServerFieldErrors }
  | { kind: 'holdExpired' }
  | { kind: 'seatsGone'; message: string }
  | { kind: 'signIn' };

const PAY_FIELDS: readonly PayField[] = ['first_name', 'last_name', 'email', 'phone_number'];

/** The field a server message names ('card.card_number' or 'card_number'), if it is ours. */
function payField(field: string | undefined): PayField | null {
  const name = field?.split('.').at(-1);
  return PAY_FIELDS.find((known) => known === name) ?? null;
}

/** Pays once: a network failure is retried once with the same Idempotency-Key (no double charge). */
async function payOnce(input: PaymentInput): Promise<PaymentResponse> {
  const key = crypto.randomUUID();
  try {
    return await payForHold(browserApi(), input, key);
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    return payForHold(browserApi(), input, key);
  }
}

/** Reads an API failure of the pay call as what the page shows. */
export function outcomeOfFailure(error: unknown): PaymentOutcome {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', reason: PAYMENT_UNREACHABLE };
  switch (error.code) {
    case 'HOLD_EXPIRED':
    case 'HOLD_NOT_FOUND':
      return { kind: 'holdExpired' };
    case 'SEATS_UNAVAILABLE':
      return { kind: 'seatsGone', message: failureMessage(error) };
    case 'UNAUTHENTICATED':
      return { kind: 'signIn' };
    case 'IDEMPOTENCY_IN_PROGRESS':
      return { kind: 'failed', reason: PAYMENT_IN_PROGRESS };
  }
  if (error.status === 401) return { kind: 'signIn' };
  const field = payField(error.field);
  if (field && error.status === 400) {
    return { kind: 'fields', errors: { [field]: failureMessage(error) } };
  }
  return { kind: 'failed', reason: failureMessage(error, PAYMENT_UNREACHABLE) };
}

/**
 * The pay call and what it ended in: approved (status success and the configured
 * success code) → the order is fetched by its id; declined → the reason, the hold kept.
 */
export function usePayment() {
  const [processing, setProcessing] = useState(false);

  async function pay(input: PaymentInput): Promise<PaymentOutcome> {
    setProcessing(true);
    let outcome: PaymentOutcome;
    try {
      const result = await payOnce(input);
      if (
        result.status === 'success' &&
        result.paymentResponseCode === PAYMENT_SUCCESS_RESPONSE_CODE &&
        result.orderId !== null
      ) {
        const order = await fetchOrder(browserApi(), result.orderId).catch(() => null);
        // Still processing: the page is on its way to the order.
        return { kind: 'paid', order, orderId: result.orderId };
      }
      if (result.status === 'requires_action' && result.nextAction) {
        outcome = { kind: 'action', nextAction: result.nextAction };
      } else {
        outcome = { kind: 'failed', reason: result.message || DECLINE_REASONS[result.status] };
      }
    } catch (error) {
      outcome = outcomeOfFailure(error);
    }
    setProcessing(false);
    return outcome;
  }

  return { processing, pay };
}
