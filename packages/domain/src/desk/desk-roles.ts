// Who may do what on the operator desk (docs/decisions/0023-operator-desk.md): an operator runs
// everything; support staff look after orders and buyers and refund up to a limit, above which
// an operator must act.

/** The roles of desk accounts. */
export const DESK_ROLES = ['operator', 'support'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/**
 * The largest refund support staff may make on their own, in minor units of the order's currency
 * (£250.00 on a pound order): above it the money at stake warrants an operator's decision.
 */
export const SUPPORT_REFUND_LIMIT_MINOR = 25_000;

/** How long a desk session lasts from sign-in: a working shift, never a remembered device. */
export const DESK_SESSION_TTL_MS = 8 * 60 * 60_000;

/** Whether a role may change events, end or create promo codes and decide sources' changes. */
export function canRunMarketplace(role: DeskRole): boolean {
  return role === 'operator';
}

/** Whether a role may refund `amountMinor` of an order on its own. */
export function mayRefund(role: DeskRole, amountMinor: number): boolean {
  return role === 'operator' || amountMinor <= SUPPORT_REFUND_LIMIT_MINOR;
}
