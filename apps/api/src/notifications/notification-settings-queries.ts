import type { Db } from '@reprise/db/client';
import { notificationSettings } from '@reprise/db/schema/notification-settings';
import type {
  NotificationKind,
  NotificationSettings,
  NotificationSettingsBody,
} from '@reprise/domain/notifications/notification-settings';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';

/** Every kind on: what a fan who never changed a setting gets. */
const DEFAULTS: NotificationSettings = { priceAlerts: true, followedPerformers: true };

const COLUMNS = {
  priceAlerts: notificationSettings.priceAlerts,
  followedPerformers: notificationSettings.followedPerformers,
} as const;

/** The buyer's settings (the defaults when never changed). */
export async function findNotificationSettings(
  db: Db,
  buyerId: number,
): Promise<NotificationSettings> {
  const [row] = await db
    .select(COLUMNS)
    .from(notificationSettings)
    .where(eq(notificationSettings.buyerId, buyerId));
  return row ?? DEFAULTS;
}

/** Changes the given kinds, keeping the others; answers the settings now. */
export async function saveNotificationSettings(
  db: Db,
  buyerId: number,
  change: NotificationSettingsBody,
  now: Date,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ ...DEFAULTS, ...change, buyerId, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationSettings.buyerId,
      set: { ...change, updatedAt: now },
    })
    .returning(COLUMNS);
  return row!;
}

/**
 * SQL true when the buyer in `buyerId` wants mails of `kind`: no setting stored, or it is on.
 * The mail jobs filter their recipients with it, so a fan who turned a kind off gets none.
 */
export function wantsMailSql(buyerId: AnyColumn, kind: NotificationKind): SQL {
  return sql`not exists (select 1 from ${notificationSettings}
    where ${notificationSettings.buyerId} = ${buyerId} and ${COLUMNS[kind]} = false)`;
}
