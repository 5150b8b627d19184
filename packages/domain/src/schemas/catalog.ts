import { z } from 'zod';

/** A category of spec §3 (ids 1–5) as the API returns it. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = z.object({ data: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** An event with what a card or row needs to show it and link to it. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string().describe('ISO 8601 instant'),
  timezone: z.string().describe('IANA zone of the venue; times are shown in it'),
  status: z.enum(['scheduled', 'rescheduled', 'postponed', 'cancelled']),
  isHot: z.boolean(),
  path: z.string().describe('Event page path: /{category}/{genre}/{performer}/{slug}+{id}'),
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  city: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable(),
    countryCode: z.string(),
  }),
  category: categorySchema,
  genre: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  performer: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const upcomingEventsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(12),
});

export const upcomingEventsResponseSchema = z.object({ data: z.array(eventSummarySchema) });
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponseSchema>;

export const eventParamsSchema = z.object({
  eventId: z.coerce
    .number({ error: 'eventId must be a whole number' })
    .int('eventId must be a whole number')
    .positive('eventId must be positive'),
});

export const eventResponseSchema = z.object({ data: eventSummarySchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;
