import { PAYMENT_SUCCESS_RESPONSE_CODE } from '@reprise/domain/ids';
import { useState } from 'react';
import { ApiRequestError, browserApi } from '../../lib/api-client';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { type MessageKey, type Translate, useLanguage, useT } from '../../lib/i18n/catalogue';
import { fetchOrder } from '../my-tickets/my-tickets-api';
import { payForHold } from './checkout-api';
import type { Order, PaymentInput, PaymentResponse } from './checkout-types';
import type { PayField, ServerFieldErrors } from './pay-form';
import type { NextAction } from './payment-fields';

/** Why a payment did not go through, when the gateway gave no message of its own. */
export const DECLINE_REASONS: Record<PaymentResponse['status'], MessageKey> = {
  success: 'pay.reason.success',
  declined: 'pay.reason.declined',
  insufficient_funds: 'pay.reason.insufficient_funds',
  failed: 'pay.reason.failed',
  requires_action: 'pay.reason.requires_action',
};

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
export function outcomeOfFailure(t: Translate, language: string, error: unknown): PaymentOutcome {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', reason: t('pay.unreachable') };
  switch (error.code) {
    case 'HOLD_EXPIRED':
    case 'HOLD_NOT_FOUND':
      return { kind: 'holdExpired' };
    case 'SEATS_UNAVAILABLE':
      return { kind: 'seatsGone', message: apiErrorText(t, language, error) };
    case 'UNAUTHENTICATED':
      return { kind: 'signIn' };
    case 'IDEMPOTENCY_IN_PROGRESS':
      return { kind: 'failed', reason: t('pay.inProgress') };
  }
  if (error.status === 401) return { kind: 'signIn' };
  const field = payField(error.field);
  if (field && error.status === 400) {
    return { kind: 'fields', errors: { [field]: apiErrorText(t, language, error) } };
  }
  return { kind: 'failed', reason: apiErrorText(t, language, error, 'pay.unreachable') };
}

/**
 * The pay call and what it ended in: approved (status success and the configured
 * success code) → the order is fetched by its id; declined → the reason, the hold kept.
 */
export function usePayment() {
  const [processing, setProcessing] = useState(false);
  const t = useT();
  const language = useLanguage();

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
        // The gateway's own words are English: other languages say it by the status.
        const reason = t(DECLINE_REASONS[result.status]);
        outcome = { kind: 'failed', reason: language === 'en' ? result.message || reason : reason };
      }
    } catch (error) {
      outcome = outcomeOfFailure(t, language, error);
    }
    setProcessing(false);
    return outcome;
  }

  return { processing, pay };
}
