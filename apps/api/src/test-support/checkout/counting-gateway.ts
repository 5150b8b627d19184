import type {
  AuthorizeRequest,
  PaymentProvider,
  RefundRequest,
} from '../../payments/payment-provider';

/** A payment provider, counting its calls (tests: one charge per idempotency key). */
export class CountingGateway implements PaymentProvider {
  readonly #inner: PaymentProvider;
  readonly name: string;
  authorizations = 0;
  captures = 0;
  voids = 0;
  refunds = 0;

  constructor(inner: PaymentProvider) {
    this.#inner = inner;
    this.name = inner.name;
  }

  authorize(request: AuthorizeRequest) {
    this.authorizations++;
    return this.#inner.authorize(request);
  }

  retrieve(authorizationId: string) {
    return this.#inner.retrieve(authorizationId);
  }

  capture(authorizationId: string) {
    this.captures++;
    return this.#inner.capture(authorizationId);
  }

  void(authorizationId: string) {
    this.voids++;
    return this.#inner.void(authorizationId);
  }

  refund(request: RefundRequest) {
    this.refunds++;
    return this.#inner.refund(request);
  }
}
