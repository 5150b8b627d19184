// Promo codes from the desk: created and ended by an operator, each written to the audit log.
import type { DeskPromoBody } from '@reprise/domain/desk/desk-schemas';
import { appendAudit } from '../platform/audit-log';
import { DomainError } from '../platform/errors/domain-error';
import type { DeskContext } from './desk-context';
import { deskActor } from './desk-order-service';
import { endPromoCode, insertPromoCode } from './desk-promo-queries';
import type { DeskOperator } from './desk-session';

/** Creates a promo code that works from now. */
export async function createPromoByDesk(
  ctx: DeskContext,
  operator: DeskOperator,
  body: DeskPromoBody,
) {
  const at = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const percentage = body.amountType === 'PERCENTAGE';
    const promo = await insertPromoCode(tx, {
      code: body.code,
      amountType: body.amountType,
      discountPercentage: percentage ? (body.discountPercentage ?? null) : null,
      discountMinor: percentage ? null : (body.discountMinor ?? null),
      currency: percentage ? null : (body.currency ?? null),
      startsAt: at,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      maxUses: body.maxUses ?? null,
    });
    if (!promo) {
      throw new DomainError('PROMO_CODE_TAKEN', `The code ${body.code} exists already.`, 'code');
    }
    await appendAudit(tx, {
      at,
      actor: deskActor(operator),
      action: 'desk.promo_created',
      detail: { promoId: promo.id, code: promo.code, amountType: promo.amountType },
      reason: body.reason,
    });
    return promo;
  });
}

/** Ends a promo code now. */
export async function endPromoByDesk(
  ctx: DeskContext,
  operator: DeskOperator,
  promoId: number,
  reason: string,
) {
  const at = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const promo = await endPromoCode(tx, promoId, at);
    if (!promo) throw new DomainError('NOT_FOUND', 'No such promo code.', 'promoId');
    await appendAudit(tx, {
      at,
      actor: deskActor(operator),
      action: 'desk.promo_ended',
      detail: { promoId, code: promo.code },
      reason,
    });
    return promo;
  });
}
