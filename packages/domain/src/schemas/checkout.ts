import { z } from 'zod';
import { EMAIL_MAX, PHONE_MAX } from '../constants';
import { NAME_MAX } from './identity';
import { currencyCode } from './listings';
import { requiredText } from './required-text';
import { recordId, ticketQuantity } from './whole-number';

// The checkout calls (ADR 0010; docs/api.md): holds, promo codes, payment
// and orders. Money is integer minor units of `currency`.

/** The client's sessionIdForHold: a UUID the web generates once per tab. */
export const holdSessionId = z
  .string({ error: 'sessionId must be a text' })
  .trim()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'sessionId must be a UUID',
  )
  .transform((value) => value.toLowerCase());

export const createHoldBodySchema = z.object({
  listingId: recordId('listingId'),
  quantity: ticketQuantity(),
  sessionId: holdSessionId,
  currency: currencyCode('currency').optional(),
  /** A solved hold challenge (GET /api/holdChallenge), when the last answer asked for one. */
  challenge: z
    .string({ error: 'challenge must be the solved challenge text' })
    .min(1, 'challenge must not be empty')
    .max(4_000, 'challenge must be at most 4000 characters')
    .optional(),
});
export type CreateHoldBody = z.infer<typeof createHoldBodySchema>;

export const holdParamsSchema = z.object({ holdId: recordId('holdId') });
export const holdQuerySchema = z.object({
  sessionId: holdSessionId,
  currency: currencyCode('currency').optional(),
});

export const releaseBodySchema = z.object({
  ids: z
    .array(recordId('ids'), { error: 'ids must be a list of whole numbers' })
    .max(50, 'ids must list at most 50 ids'),
  sessionId: holdSessionId,
});
export type ReleaseBody = z.infer<typeof releaseBodySchema>;
export const releaseResponseSchema = z.object({
  data: z.object({ released: z.number().int() }),
});

export const promoDataSchema = z.object({
  code: z.string(),
  promo_amount_type: z.enum(['PERCENTAGE', 'FIXED']),
  discount_percentage: z.number().nullable(),
  converted_discount: z
    .number()
    .int()
    .nullable()
    .describe('Fixed discount in minor units of the quote currency'),
});
export type PromoData = z.infer<typeof promoDataSchema>;

export const quoteSchema = z.object({
  currency: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  feesMinor: z.number().int().describe('Fees of all the tickets'),
  subtotalMinor: z.number().int().describe('fees + unit price × quantity'),
  promoMinor: z.number().int(),
  taxMinor: z.number().int().describe('Tax on the pre-promo subtotal'),
  totalMinor: z.number().int(),
  promo: promoDataSchema.nullable(),
  firstOrderDiscount: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const holdStatuses = ['active', 'expired', 'released', 'converted'] as const;

export const holdEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string().describe('ISO 8601 instant'),
  venueName: z.string(),
  path: z.string(),
});

export const holdSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  eventId: z.number().int(),
  quantity: z.number().int(),
  sessionId: z.string(),
  status: z.enum(holdStatuses),
  expiresAt: z.string().describe('ISO 8601 instant on the server clock: created + 10 minutes'),
  serverNow: z.string().describe('The server clock when answering, to correct client skew'),
  listing: z.object({
    section: z.string(),
    row: z.string().nullable(),
    seatFrom: z.number().int().nullable(),
    seatTo: z.number().int().nullable(),
    ticketTypeId: z.number().int(),
    inHandDate: z.string().nullable(),
    instantDelivery: z.boolean(),
    notes: z.string().nullable(),
  }),
  event: holdEventSchema,
  quote: quoteSchema,
});
export type Hold = z.infer<typeof holdSchema>;
export const holdResponseSchema = z.object({ data: holdSchema });

export const validatePromoBodySchema = z.object({
  code: requiredText('code', 40),
  holdId: recordId('holdId'),
  sessionId: holdSessionId,
  currency: currencyCode('currency').optional(),
});
export const validatePromoResponseSchema = z.object({
  data: z.object({ promoData: promoDataSchema, quote: quoteSchema }),
});
export const activePromoBodySchema = z
  .object({ currency: currencyCode('currency').optional() })
  .optional()
  .default({});
export const activePromoResponseSchema = z.object({ data: z.array(promoDataSchema) });

export const paymentBodySchema = z.object({
  holdId: recordId('holdId'),
  sessionId: holdSessionId,
  promoCode: z.string().trim().max(40, 'promoCode must be at most 40 characters').optional(),
  currency: currencyCode('currency').optional(),
  /**
   * The payment provider's token (or payment-method id) for the buyer's card, made by the
   * provider's own fields in the browser: never a card number (ADR 0018).
   */
  paymentToken: requiredText('paymentToken', 255).regex(
    /^[A-Za-z0-9_]+$/,
    'paymentToken must be a provider token',
  ),
  /**
   * The authorization an earlier answer asked the buyer to confirm with their bank
   * (requires_action): the payment continues with it instead of authorizing again.
   */
  authorizationId: z
    .string({ error: 'authorizationId must be a text' })
    .trim()
    .max(255, 'authorizationId must be at most 255 characters')
    .regex(/^[A-Za-z0-9_]+$/, 'authorizationId must be an authorization id')
    .optional(),
  contact: z.object({
    first_name: requiredText('first_name', NAME_MAX),
    last_name: requiredText('last_name', NAME_MAX),
    email: z
      .string({ error: 'email must be a text' })
      .trim()
      .max(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`)
      .pipe(z.email('email must be a valid email address')),
    phone_number: z
      .string({ error: 'phone_number must be a text' })
      .trim()
      .max(PHONE_MAX, `phone_number must be at most ${PHONE_MAX} characters`)
      .optional(),
  }),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const paymentStatuses = [
  'success',
  'declined',
  'insufficient_funds',
  'failed',
  'requires_action',
] as const;
export const paymentResponseSchema = z.object({
  data: z.object({
    responseData: z.object({
      status: z.enum(paymentStatuses),
      paymentResponseCode: z.number().int().describe('100 on success'),
      orderId: z.number().int().nullable(),
      message: z.string(),
      nextAction: z
        .object({
          authorizationId: z.string(),
          /** The sandbox's challenge page, to open in a frame. */
          url: z.string().optional(),
          /** Stripe's client secret, for stripe.handleNextAction. */
          clientSecret: z.string().optional(),
        })
        .optional()
        .describe('Only with requires_action: the bank asks the buyer to confirm'),
    }),
  }),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const orderSchema = z.object({
  orderId: z.number().int(),
  confirmationNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  contact: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
  }),
  email: z.string(),
  event: holdEventSchema,
  ticketTypeId: z.number().int(),
  section: z.string(),
  row: z.string().nullable(),
  seats: z.string().nullable().describe('"9–10" in English; null when the order names no seats'),
  seatNumbers: z
    .array(z.number().int())
    .describe('The seats of `seats` as numbers (pages word them); empty when it is null'),
  quantity: z.number().int(),
  currency: z.string(),
  lines: z.object({
    unitPriceMinor: z.number().int(),
    feesMinor: z.number().int(),
    subtotalMinor: z.number().int(),
    promoMinor: z.number().int(),
    taxMinor: z.number().int(),
    totalMinor: z.number().int(),
  }),
  promoCode: z.string().nullable(),
  deliveryStatusId: z.number().int().describe('1 completed, 2 cancelled, 3 pending, 4 incompleted'),
  orderStatusId: z.number().int().describe('1 confirmed, 3 cancelled with refund'),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });
export const orderParamsSchema = z.object({ orderId: recordId('orderId') });
export const orderBodySchema = z.object({ orderId: recordId('orderId') });
export const myTicketsBodySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(50, 'limit must be at most 50')
      .default(20),
    offset: z.coerce
      .number({ error: 'offset must be a whole number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be at least 0')
      .max(100_000, 'offset is too large')
      .default(0),
  })
  .optional()
  .default({ limit: 20, offset: 0 });
export const myTicketsResponseSchema = z.object({
  data: z.object({ orders: z.array(orderSchema), totalCount: z.number().int() }),
});

export const expireInBodySchema = z.object({
  seconds: z
    .number({ error: 'seconds must be a number' })
    .int('seconds must be a whole number')
    .min(-3600, 'seconds must be at least -3600')
    .max(3600, 'seconds must be at most 3600'),
});
