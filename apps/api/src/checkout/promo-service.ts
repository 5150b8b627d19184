import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import {
  firstOrderEligible,
  normalisePromoCode,
  PROMO_MESSAGES,
  promoRefusal,
} from '@reprise/domain/pricing/promo-rules';
import type { PromoData, Quote } from '@reprise/domain/schemas/checkout';
import { eq } from 'drizzle-orm';
import { findFirstOrderOffer } from '../identity/public';
import { DomainError } from '../platform/errors/domain-error';
import { type PromoRow, promoData, quoteHold, ratesOf } from './checkout-pricing';
import type { HoldRow } from './hold-queries';
import { countOrdersOf, findActivePromos, findPromoByCode } from './promo-queries';

/** The promo a code names if it can be used on the hold's event now, else its refusal (field code). */
export async function usablePromo(
  db: Db,
  code: string,
  hold: HoldRow,
  now: Date,
  field = 'code',
): Promise<PromoRow> {
  const promo = await findPromoByCode(db, normalisePromoCode(code));
  const [event] = await db
    .select({ categoryId: events.categoryId })
    .from(events)
    .where(eq(events.id, hold.eventId));
  return promoOrRefusal(promo, event, now, field);
}

/** The promo read for a code if it can be used on the event now, else its refusal (naming `field`). */
export function promoOrRefusal(
  promo: PromoRow | undefined,
  event: Parameters<typeof promoRefusal>[2],
  now: Date,
  field: string,
): PromoRow {
  const refusal = promoRefusal(promo, now, event);
  if (refusal) throw new DomainError(refusal, PROMO_MESSAGES[refusal], field);
  return promo!;
}

/** The first-order discount percentage the buyer may use now, or null. */
export async function firstOrderPercent(
  db: Db,
  buyerId: number | null,
  now: Date,
): Promise<number | null> {
  if (buyerId === null) return null;
  const offer = await findFirstOrderOffer(db, buyerId);
  if (!offer || offer.usedAt) return null;
  return firstOrderPercentOf(offer, await countOrdersOf(db, buyerId), now);
}

/** The first-order discount percentage of the buyer's offer, given their orders so far, or null. */
export function firstOrderPercentOf(
  offer: { discountPercent: number; expiresAt: Date; usedAt: Date | null } | undefined,
  ordersSoFar: number,
  now: Date,
): number | null {
  return offer && firstOrderEligible(offer, ordersSoFar, now) ? offer.discountPercent : null;
}

/** The promo's data and the hold's quote with it (and the first-order discount if larger). */
export async function validatePromo(
  db: Db,
  input: { code: string; hold: HoldRow; buyerId: number | null; currency: string; now: Date },
): Promise<{ promoData: PromoData; quote: Quote }> {
  const promo = await usablePromo(db, input.code, input.hold, input.now);
  const firstOrder = await firstOrderPercent(db, input.buyerId, input.now);
  const quote = await quoteHold(db, input.hold, input.currency, {
    promo,
    firstOrderPercent: firstOrder,
  });
  const rates = await ratesOf(db, [input.currency, ...(promo.currency ? [promo.currency] : [])]);
  return { promoData: promoData(promo, rates, input.currency), quote };
}

/** Codes usable now, fixed amounts converted to `currency`. */
export async function activePromos(db: Db, currency: string, now: Date): Promise<PromoData[]> {
  const promos = await findActivePromos(db, now);
  const codes = promos.flatMap((promo) => (promo.currency ? [promo.currency] : []));
  const rates = await ratesOf(db, [currency, ...codes]);
  return promos.map((promo) => promoData(promo, rates, currency));
}
