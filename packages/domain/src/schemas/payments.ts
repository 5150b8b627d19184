import { z } from 'zod';

// What the checkout page needs to know of the payment provider (ADR 0018): which card entry to
// show, and for Stripe the publishable key its browser library starts with.

export const paymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox'), cardFramePath: z.string() }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
export const paymentConfigResponseSchema = z.object({ data: paymentConfigSchema });
