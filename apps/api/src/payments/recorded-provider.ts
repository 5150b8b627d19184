// Every call that moves money (authorize, capture, void, refund) is written to the audit log and
// counted, whoever makes it, by wrapping the configured provider once. The provider's answer is
// recorded after it came back: a call has no transaction of ours to share. Only ids, amounts,
// outcomes and the brand/last four appear, never the token or a card number.
import type { Db } from '@reprise/db/client';
import { appendAudit } from '../platform/audit-log';
import type { Metrics } from '../platform/metrics';
import type { AuthorizeRequest, PaymentProvider, RefundRequest } from './payment-provider';

/** The provider, with every money movement audited and counted. */
export function recordedProvider(
  provider: PaymentProvider,
  db: Db,
  metrics: Metrics,
  now: () => Date,
): PaymentProvider {
  const record = async (
    operation: string,
    outcome: string,
    detail: Record<string, unknown>,
    reason: string,
  ) => {
    metrics.payments.inc({ operation, outcome });
    await appendAudit(db, {
      at: now(),
      actor: 'payments',
      action: operation,
      orderId: null,
      detail: { provider: provider.name, outcome, ...detail },
      reason,
    });
  };
  // A capture and a void answer alike: ok or failed for one authorization.
  const settled =
    (operation: 'capture' | 'void', reason: string) => async (authorizationId: string) => {
      const answer = await provider[operation](authorizationId);
      await record(operation, answer.ok ? 'ok' : 'failed', { authorizationId }, reason);
      return answer;
    };
  return {
    name: provider.name,
    retrieve: (id) => provider.retrieve(id),
    async authorize(request: AuthorizeRequest) {
      const answer = await provider.authorize(request);
      await record(
        'authorization',
        answer.status,
        {
          amountMinor: request.amountMinor,
          currency: request.currency,
          ...('authorizationId' in answer ? { authorizationId: answer.authorizationId } : {}),
          ...(answer.status === 'authorized' || answer.status === 'declined'
            ? { brand: answer.brand, last4: answer.last4 }
            : {}),
        },
        'Checkout asked for the payment of a hold',
      );
      return answer;
    },
    capture: settled('capture', 'The order was written'),
    void: settled('void', 'No order was made for the payment'),
    async refund(request: RefundRequest) {
      const answer = await provider.refund(request);
      metrics.refunds.inc({ outcome: answer.ok ? 'done' : 'refused' });
      await record(
        'refund',
        answer.ok ? 'ok' : 'refused',
        {
          authorizationId: request.authorizationId,
          amountMinor: request.amountMinor,
          idempotencyKey: request.idempotencyKey,
          ...(answer.ok ? { refundId: answer.refundId } : { refusal: answer.reason }),
        },
        'A refund was asked for',
      );
      return answer;
    },
  };
}
