// Every call that moves money (authorize, capture, void, refund) is written to the audit log and
// counted, whoever makes it, by wrapping the configured provider once. The provider's answer is
// recorded after it came back: a call has no transaction of ours to share. Only ids, amounts,
// outcomes and the brand/last four appear, never the token or a card number.
//
// A granted authorization's entry is written beside the caller's next statements instead of
// before them: the buyer's payment waits for one round trip less. The capture or void of that
// authorization first waits for the entry (writing it again if that write failed), so no money
// moves further before its authorization is on record, and the log keeps their order.
import type { Db } from '@reprise/db/client';
import { type AuditEntry, appendAudit } from '../platform/audit-log';
import type { Metrics } from '../platform/metrics';
import type { AuthorizeRequest, PaymentProvider, RefundRequest } from './payment-provider';

/** The provider, with every money movement audited and counted. */
export function recordedProvider(
  provider: PaymentProvider,
  db: Db,
  metrics: Metrics,
  now: () => Date,
): PaymentProvider {
  const entry = (
    operation: string,
    outcome: string,
    detail: Record<string, unknown>,
    reason: string,
  ) => ({
    at: now(),
    actor: 'payments',
    action: operation,
    orderId: null,
    detail: { provider: provider.name, outcome, ...detail },
    reason,
  });
  const record = async (
    operation: string,
    outcome: string,
    detail: Record<string, unknown>,
    reason: string,
  ) => {
    metrics.payments.inc({ operation, outcome });
    await appendAudit(db, entry(operation, outcome, detail, reason));
  };
  // Granted authorizations whose entry is being written: each settles to null once written, or to
  // the entry still to write. Settling never rejects, so an entry nobody waits for crashes nothing.
  const unwritten = new Map<string, Promise<AuditEntry | null>>();
  const recordAuthorization = (authorizationId: string, audit: AuditEntry) => {
    const writing = appendAudit(db, audit).then(
      () => null,
      () => audit,
    );
    unwritten.set(authorizationId, writing);
    void writing.then((left) => {
      if (left === null && unwritten.get(authorizationId) === writing) {
        unwritten.delete(authorizationId);
      }
    });
  };
  const authorizationOnRecord = async (authorizationId: string) => {
    const left = await unwritten.get(authorizationId);
    if (left) await appendAudit(db, left);
    unwritten.delete(authorizationId);
  };
  // A capture and a void answer alike: ok or failed for one authorization.
  const settled =
    (operation: 'capture' | 'void', reason: string) => async (authorizationId: string) => {
      await authorizationOnRecord(authorizationId);
      const answer = await provider[operation](authorizationId);
      await record(operation, answer.ok ? 'ok' : 'failed', { authorizationId }, reason);
      return answer;
    };
  return {
    name: provider.name,
    retrieve: (id) => provider.retrieve(id),
    async authorize(request: AuthorizeRequest) {
      const answer = await provider.authorize(request);
      const outcome = answer.status;
      const detail = {
        amountMinor: request.amountMinor,
        currency: request.currency,
        ...('authorizationId' in answer ? { authorizationId: answer.authorizationId } : {}),
        ...(answer.status === 'authorized' || answer.status === 'declined'
          ? { brand: answer.brand, last4: answer.last4 }
          : {}),
      };
      const reason = 'Checkout asked for the payment of a hold';
      if (answer.status === 'authorized') {
        metrics.payments.inc({ operation: 'authorization', outcome });
        recordAuthorization(
          answer.authorizationId,
          entry('authorization', outcome, detail, reason),
        );
      } else {
        await record('authorization', outcome, detail, reason);
      }
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
