import type { AuthorizeRequest, PaymentGateway } from '../../checkout/payment-gateway';
import { SandboxGateway } from '../../checkout/sandbox-gateway';

/** The sandbox gateway, counting its calls (tests: one charge per idempotency key). */
export class CountingGateway implements PaymentGateway {
  readonly #inner: PaymentGateway;
  authorizations = 0;
  captures = 0;
  voids = 0;

  constructor(inner: PaymentGateway = new SandboxGateway()) {
    this.#inner = inner;
  }

  authorize(request: AuthorizeRequest) {
    this.authorizations++;
    return this.#inner.authorize(request);
  }

  capture(authorizationId: string) {
    this.captures++;
    return this.#inner.capture(authorizationId);
  }

  void(authorizationId: string) {
    this.voids++;
    return this.#inner.void(authorizationId);
  }
}
