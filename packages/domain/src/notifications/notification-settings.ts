import { z } from 'zod';

/** The optional mails a fan can turn on or off in My account. */
export const NOTIFICATION_KINDS = ['priceAlerts', 'followedPerformers'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const flag = (field: NotificationKind) => z.boolean({ error: `${field} must be true or false` });

export const notificationSettingsSchema = z.object({
  priceAlerts: flag('priceAlerts').describe('Price-alert mails'),
  followedPerformers: flag('followedPerformers').describe('New-event mails of followed performers'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The body of a change: any of the kinds, at least one. */
export const notificationSettingsBodySchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send priceAlerts or followedPerformers (true or false)',
    path: ['priceAlerts'],
  });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

export const notificationSettingsResponseSchema = z.object({ data: notificationSettingsSchema });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
