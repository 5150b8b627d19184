// The seam between checkout and a card processor (ADR 0010 payments). A payment is authorized
// first (money reserved, nothing taken), captured once the order is written, and voided when the
// order cannot be made. Card numbers cross this seam and go no further: nothing stores or logs
// them; the order keeps the brand and the last four digits.

/** The card as the buyer typed it (digits may carry spaces). */
export interface CardDetails {
  cardNumber: string;
  /** MM/YY. */
  expirationDate: string;
  cvv: string;
  nameOnCard: string;
}

export interface AuthorizeRequest {
  card: CardDetails;
  amountMinor: number;
  currency: string;
  /** Our idempotency key, passed on so a processor can de-duplicate too. */
  idempotencyKey: string;
}

export type AuthorizeResult =
  | { status: 'authorized'; authorizationId: string; brand: string; last4: string }
  | { status: 'declined' | 'insufficient_funds'; brand: string; last4: string }
  /** The card details themselves are wrong (the field and a message for the buyer). */
  | { status: 'invalid'; field: 'card_number' | 'expiration_date' | 'cvv'; message: string };

export interface PaymentGateway {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(authorizationId: string): Promise<{ ok: boolean }>;
  void(authorizationId: string): Promise<{ ok: boolean }>;
}
