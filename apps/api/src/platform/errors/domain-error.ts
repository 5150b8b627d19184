/** Stable error codes of the API, each with the HTTP status it answers with. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A mailed link's token is unknown, used or expired. */
  TOKEN_INVALID: 400,
  /** Social sign-in could not finish (state mismatch, provider refused the code). */
  SOCIAL_SIGN_IN_FAILED: 400,
  /** The provider gave no email address, or one we cannot trust to join an existing account. */
  SOCIAL_EMAIL_REQUIRED: 400,
  /** No session, or its access token expired (the client then refreshes once and retries). */
  UNAUTHENTICATED: 401,
  /** No refresh token at all: the client does not retry then. */
  NO_REFRESH_TOKEN: 401,
  /** A reused, revoked or expired refresh token. */
  REFRESH_TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** A state-changing browser request without a same-origin proof. */
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  /** The social provider is not configured on this server. */
  PROVIDER_NOT_CONFIGURED: 404,
  EMAIL_TAKEN: 409,
  ROUTE_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  /** The event's waiting room is on and this request carries no admission. */
  ADMISSION_REQUIRED: 403,
  /** A forged, expired, copied or already-used waiting-room admission. */
  ADMISSION_INVALID: 403,
  /** The event never had a waiting room. */
  WAITING_ROOM_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  NOT_READY: 503,
  /** The copy is past its load limits (apps/server/src/overload.ts); Retry-After says when to retry. */
  OVERLOADED: 503,
  INTERNAL: 500,
  // --- Checkout (ADR 0010) ---
  LISTING_NOT_FOUND: 404,
  /** No such hold for this session. */
  HOLD_NOT_FOUND: 404,
  /** No such order of the signed-in buyer. */
  ORDER_NOT_FOUND: 404,
  /** Fewer seats left than asked for (sold or held by others). */
  SEATS_UNAVAILABLE: 409,
  /** The event is cancelled or past, or the listing withdrawn. */
  EVENT_NOT_ON_SALE: 409,
  /** The listing's split rule changed on every try of one hold (a source rewriting it): pick again. */
  LISTING_CHANGED: 409,
  /** The split rule or the 12-ticket maximum refuses the quantity. */
  QUANTITY_NOT_ALLOWED: 400,
  /** The hold ended before the payment: nothing is charged. */
  HOLD_EXPIRED: 409,
  /** A payment with this Idempotency-Key is still running. */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** The Idempotency-Key was used for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  PROMO_NOT_FOUND: 400,
  PROMO_EXPIRED: 400,
  PROMO_USED_UP: 400,
  PROMO_NOT_APPLICABLE: 400,
  // --- Fair holds (ADR 0017) ---
  /** More seats of one event than a buyer may hold at once. */
  HOLD_LIMIT_REACHED: 409,
  /** This client's hold of the listing ran out moments ago; Retry-After says when to try again. */
  HOLD_COOLDOWN: 409,
  /** An anonymous client past its allowance of holds must solve the challenge (or sign in). */
  CHALLENGE_REQUIRED: 403,
  /** The challenge solution is not ours, wrong, expired or already spent: solve a new one. */
  CHALLENGE_INVALID: 403,
  // --- Delivery (ADR 0019) ---
  /** No such ticket file for the signed-in buyer (another buyer's, a forged link, not delivered). */
  TICKET_NOT_FOUND: 404,
  /** The buyer's own ticket link is past its few minutes: reload the order page for a fresh one. */
  TICKET_LINK_EXPIRED: 410,
  // --- Payments (ADR 0018) ---
  /** The refund asks for more than is left of the order's captured total, or it is not captured. */
  REFUND_NOT_ALLOWED: 409,
  /** The payment provider refused the refund; nothing moved. */
  REFUND_FAILED: 502,
  /** A provider webhook whose signature is missing, wrong or too old. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  // --- Guarantee (ADR 0022) ---
  /** A cancelled event's status can no longer change (its orders are refunded). */
  EVENT_ALREADY_CANCELLED: 409,
  /** No such event change. */
  CHANGE_NOT_FOUND: 404,
  /** The stored change was confirmed or rejected already. */
  CHANGE_ALREADY_DECIDED: 409,
  /** The source named in the path is not one we know. */
  SOURCE_NOT_FOUND: 404,
  // --- Operator desk (docs/decisions/0023-operator-desk.md) ---
  /** The second factor's code is wrong, expired or was used already. */
  TOTP_INVALID: 401,
  /** A promo code with this code exists already. */
  PROMO_CODE_TAKEN: 409,
  /** The order's delivery cannot move to the status asked for (its state machine refuses). */
  DELIVERY_MOVE_REFUSED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An expected failure a service raises; the error handler turns its code into a status and body. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = field;
  }
}
