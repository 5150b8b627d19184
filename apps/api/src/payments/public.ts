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
export { SandboxProvider } from './sandbox-provider';
