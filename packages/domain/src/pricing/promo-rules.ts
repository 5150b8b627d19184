// Whether a promo code can be used now, for an event's tickets (ADR 0010): the reasons a code is
// refused each have their own message, so a buyer knows whether to try again.

/** A promo code as the rules read it. */
export interface PromoRule {
  code: string;
  amountType: 'PERCENTAGE' | 'FIXED';
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  usedCount: number;
  /** Only events of this category, when set. */
  categoryId: number | null;
}

export const PROMO_MESSAGES = {
  PROMO_NOT_FOUND: "We don't recognise that promo code.",
  PROMO_EXPIRED: 'This promo code has expired.',
  PROMO_USED_UP: 'This promo code has been fully used.',
  PROMO_NOT_APPLICABLE: "This promo code can't be used for these tickets.",
} as const;

export type PromoRefusal = keyof typeof PROMO_MESSAGES;

/** A code as buyers type it: trimmed, upper-case. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why the promo cannot be used now (null: it can), checked in this order. */
export function promoRefusal(
  promo: PromoRule | undefined,
  now: Date,
  event?: { categoryId: number },
): PromoRefusal | null {
  if (!promo) return 'PROMO_NOT_FOUND';
  if (promo.startsAt && promo.startsAt.getTime() > now.getTime()) return 'PROMO_NOT_FOUND';
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return 'PROMO_EXPIRED';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'PROMO_USED_UP';
  if (event && promo.categoryId !== null && promo.categoryId !== event.categoryId) {
    return 'PROMO_NOT_APPLICABLE';
  }
  return null;
}

/** Whether the first-order discount applies: an unused offer, within its window, no order yet. */
export function firstOrderEligible(
  offer: { expiresAt: Date; usedAt: Date | null } | undefined,
  ordersSoFar: number,
  now: Date,
): boolean {
  if (!offer || offer.usedAt) return false;
  return ordersSoFar === 0 && offer.expiresAt.getTime() > now.getTime();
}
