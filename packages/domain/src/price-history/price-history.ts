import { z } from 'zod';
import { recordId } from '../schemas/whole-number';

/** How many days of history the event page shows (today included). */
export const PRICE_HISTORY_DAYS = 30;

/** The UTC calendar day of an instant ('2026-11-26'): one snapshot per event and zone per day. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The UTC day `days` before `day` ('2026-11-26' minus 29 is '2026-10-28'). */
export function daysBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}

export const priceHistoryParamsSchema = z.object({ eventId: recordId('eventId') });

export const priceHistorySchema = z.object({
  /** The currency of every price (the venue country's); null when there is no history. */
  currency: z.string().nullable(),
  minorUnits: z.number().int(),
  /** The first and last day of the window (UTC), today last. */
  from: z.string(),
  to: z.string(),
  /** The zones with at least one price in the window, cheapest first on the last day. */
  zones: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The days with a snapshot, oldest first; prices[i] is zones[i]'s lowest (null: none on sale). */
  days: z.array(
    z.object({
      day: z.string(),
      prices: z.array(z.number().int().nullable()),
    }),
  ),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceHistoryResponseSchema = z.object({ data: priceHistorySchema });
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
