import { boolean, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { buyerOwner } from './identity';

/**
 * Which optional mails a fan wants. No row means the defaults: every kind on (a fan who set an
 * alert or followed a performer asked for its mails). Account and order mails are not optional.
 */
export const notificationSettings = pgTable('notification_settings', {
  buyerId: buyerOwner().primaryKey(),
  /** The price-alert mails. */
  priceAlerts: boolean('price_alerts').notNull().default(true),
  /** The new-event mails of followed performers. */
  followedPerformers: boolean('followed_performers').notNull().default(true),
  updatedAt: updatedAt(),
});
