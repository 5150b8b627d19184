import { z } from 'zod';
import { recordId, wholeNumber } from '../schemas/whole-number';

// The request shapes of the operator desk's calls (docs/decisions/0023-operator-desk.md).

const reason = z
  .string({ error: 'reason is required' })
  .trim()
  .min(3, 'reason must be at least 3 characters')
  .max(500, 'reason must be at most 500 characters');

const idempotencyKey = z
  .string({ error: 'idempotencyKey is required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits, - or _');

/** Signing in to the desk: email, password and the authenticator's current code. */
export const deskSignInBodySchema = z.object({
  email: z.string({ error: 'email is required' }).trim().min(3, 'email is required').max(320),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1000),
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits your authenticator app shows'),
});
export type DeskSignInBody = z.infer<typeof deskSignInBodySchema>;

/** An order search: any of confirmation number, email, event id (at least one). */
export const deskOrderSearchQuerySchema = z
  .object({
    confirmation: z.string().trim().max(40).optional(),
    email: z.string().trim().max(320).optional(),
    eventId: recordId('eventId').optional(),
  })
  .refine((q) => Boolean(q.confirmation || q.email || q.eventId), {
    message: 'Give a confirmation number, an email or an event id.',
    path: ['confirmation'],
  });

/** The order an action is about. */
export const deskOrderParamsSchema = z.object({ orderId: recordId('orderId') });

/** A refund: an amount in minor units (none: everything left), why, and the form's key. */
export const deskRefundBodySchema = z.object({
  amountMinor: wholeNumber('amountMinor', 1, 100_000_000).optional(),
  reason,
  idempotencyKey,
});

/** A cancellation of one order (everything left refunded). */
export const deskCancelBodySchema = z.object({ reason, idempotencyKey });

/** Marking an order's delivery. */
export const deskDeliveryBodySchema = z.object({
  to: z.enum(['delivered', 'incompleted'], { error: 'to must be delivered or incompleted' }),
  reason,
});

/** Why an action was taken (resending tickets). */
export const deskReasonBodySchema = z.object({ reason });

/** The desk's event list: a name to look for, or an event id. */
export const deskEventQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  eventId: recordId('eventId').optional(),
});

/** The event of a preview or change. */
export const deskEventParamsSchema = z.object({ eventId: recordId('eventId') });

/** A source's stored change an operator decides on. */
export const deskChangeParamsSchema = z.object({
  changeId: recordId('changeId'),
  decision: z.enum(['confirm', 'reject'], { error: 'decision must be confirm or reject' }),
});

/** The buyer list: a search in emails and names, and a page (50 a page). */
export const deskBuyerQuerySchema = z.object({
  q: z.string().trim().max(320).optional(),
  page: wholeNumber('page', 1, 100_000).optional(),
});

/** A buyer's orders. */
export const deskBuyerParamsSchema = z.object({ buyerId: recordId('buyerId') });

/** A new promo code: a percentage or a fixed amount (minor units of `currency`). */
export const deskPromoBodySchema = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'code must be 3 to 32 letters, digits, - or _')
      .transform((code) => code.toUpperCase()),
    amountType: z.enum(['PERCENTAGE', 'FIXED'], {
      error: 'amountType must be PERCENTAGE or FIXED',
    }),
    discountPercentage: wholeNumber('discountPercentage', 1, 100).optional(),
    discountMinor: wholeNumber('discountMinor', 1, 10_000_000).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code')
      .optional(),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'expiresAt must be a date and time' })
      .optional(),
    maxUses: wholeNumber('maxUses', 1, 10_000_000).optional(),
    reason,
  })
  .refine((p) => p.amountType !== 'PERCENTAGE' || p.discountPercentage !== undefined, {
    message: 'A percentage code needs discountPercentage.',
    path: ['discountPercentage'],
  })
  .refine((p) => p.amountType !== 'FIXED' || (p.discountMinor !== undefined && p.currency), {
    message: 'A fixed code needs discountMinor and currency.',
    path: ['discountMinor'],
  });
export type DeskPromoBody = z.infer<typeof deskPromoBodySchema>;

/** The promo code an action is about. */
export const deskPromoParamsSchema = z.object({ promoId: recordId('promoId') });
