/**
 * What checkout may use of payments: the provider seam, the sandbox provider (the default) and
 * the payments routes (sandbox card frame and challenge, provider webhooks).
 */

export type {
  AuthorizeResult,
  NextAction,
  PaymentProvider,
  ProviderPayment,
} from './payment-provider';
export type { PaymentsContext } from './payments-context';
export { refundedMinor } from './refund-queries';
export { type RefundOutcome, type RefundRequest, refundOrder } from './refund-service';
export { SandboxProvider } from './sandbox-provider';
